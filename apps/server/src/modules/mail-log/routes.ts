import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mailLogPageSchema,
  mailLogQuerySchema,
  mailLogSummaryResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { listOutboundMails } from './list-outbound-mails.js';
import { mailLogSummary } from './mail-log-summary.js';

/** The platform's outbound mail for its operator (decision 0054): what was sent and refused. */
export const mailLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reader }) => {
  app.get(
    '/',
    {
      config: { access: 'mailLog.read' },
      schema: {
        tags: ['mail-log'],
        summary:
          'Every mail handed to the mail server or refused before it (quota, recipients), newest first, a page at a time; optionally one organization’s',
        querystring: mailLogQuerySchema,
        response: { 200: mailLogPageSchema },
      },
    },
    async (request) => listOutboundMails(reader(request), request.query),
  );
  app.get(
    '/summary',
    {
      config: { access: 'mailLog.read' },
      schema: {
        tags: ['mail-log'],
        summary:
          'Per organization, the recipients of the last 24 hours’ mails: sent, refused and failed',
        response: { 200: mailLogSummaryResponseSchema },
      },
    },
    async (request) => mailLogSummary(reader(request)),
  );
};
