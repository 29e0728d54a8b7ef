import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeLanguageSchema,
  noticesQuerySchema,
  noticesReadSchema,
  noticesResponseSchema,
  noticesUnreadResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { noContent } from '../../http/responses.js';
import { listNotices } from './list-notices.js';
import { unreadNotices } from './unread-notices.js';
import { markNoticesRead } from './mark-notices-read.js';
import { setNoticeLanguage } from './set-notice-language.js';

/** The header's bell: each user's own notices, worded by the app in their language. */
export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { access: 'notices.list' },
      schema: {
        tags: ['notices'],
        summary:
          "The caller's notices, newest first (older than `before` when given), with the unread count",
        querystring: noticesQuerySchema,
        response: { 200: noticesResponseSchema },
      },
    },
    async (request) => listNotices(db, authOf(request), request.query),
  );
  app.get(
    '/unread-count',
    {
      config: { access: 'notices.list' },
      schema: {
        tags: ['notices'],
        summary: "How many of the caller's notices are unread",
        response: { 200: noticesUnreadResponseSchema },
      },
    },
    async (request) => ({ unread: await unreadNotices(db, authOf(request)) }),
  );
  app.post(
    '/read',
    {
      config: { access: 'notices.markRead' },
      schema: {
        tags: ['notices'],
        summary:
          "Mark the caller's notices read: those named by `ids`, or all of them; answers the unread count",
        body: noticesReadSchema,
        response: { 200: noticesUnreadResponseSchema },
      },
    },
    async (request) => markNoticesRead(db, authOf(request), request.body),
  );
  app.put(
    '/language',
    {
      config: { access: 'notices.setLanguage' },
      schema: {
        tags: ['notices'],
        summary:
          "The language the caller's notices and daily digest are written in (the app sends the one it shows)",
        body: noticeLanguageSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await setNoticeLanguage(db, authOf(request), request.body);
      return reply.status(204).send();
    },
  );
};
