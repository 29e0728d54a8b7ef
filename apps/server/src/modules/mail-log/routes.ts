import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { listOutboundMails } from './list-outbound-mails.js';
import { mailLogSummary } from './mail-log-summary.js';
import { mailLogApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** The platform's outbound mail for its operator (decision 0054): what was sent and refused. */
export const mailLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  route(app, mailLogApi.list, async (request) => listOutboundMails(reader(request), request.query));
  route(app, mailLogApi.summary, async (request) => mailLogSummary(reader(request)));
};
