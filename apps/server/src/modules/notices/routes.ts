import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { listNotices } from './list-notices.js';
import { unreadNotices } from './unread-notices.js';
import { markNoticesRead } from './mark-notices-read.js';
import { setNoticeLanguage } from './set-notice-language.js';
import { noticesApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** The header's bell: each user's own notices, worded by the app in their language. */
export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, noticesApi.list, async (request) => listNotices(db, authOf(request), request.query));
  route(app, noticesApi.unreadCount, async (request) => ({
    unread: await unreadNotices(db, authOf(request)),
  }));
  route(app, noticesApi.markRead, async (request) =>
    markNoticesRead(db, authOf(request), request.body),
  );
  route(app, noticesApi.setLanguage, async (request, reply) => {
    await setNoticeLanguage(db, authOf(request), request.body);
    return reply.status(204).send();
  });
};
