import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiNotifyDraftSchema,
  aiNotifySchema,
  aiStatusResponseSchema,
  composedMessageResponseSchema,
  listResponseSchema,
  notificationListQuerySchema,
  notificationResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { createMailer } from '../../mail/mailer.js';
import { listNotifications } from './list-notifications.js';
import { composeNotification } from './compose-notification.js';
import { notificationStatus } from './notification-status.js';
import { sendNotification } from './send-notification.js';

const membersOnly = errorAnswer(
  'The role may not do this; or, with a mail server, a recipient is not a member of the organization, or a member who has not confirmed their e-mail address by a link (`fieldErrors.recipients`; decision 0054)',
);

/** AI notifications: POST /api/ai/notify, plus preview, history (the outbox) and how messages go out. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, config },
) => {
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const deps = { db, config, mailer: createMailer({ config, db, log }), log };

  app.get(
    '/status',
    {
      config: { access: 'notifications.status' },
      schema: {
        tags: ['ai'],
        summary:
          "Who writes (a model or the built-in template writer), how messages go out (SMTP or the outbox), and whom the caller's organization may address (anyone, or only its members who confirmed their e-mail address)",
        response: { 200: aiStatusResponseSchema },
      },
    },
    async (request) => notificationStatus(deps, authOf(request)),
  );
  app.post(
    '/preview',
    {
      config: { access: 'notifications.preview' },
      schema: {
        tags: ['ai'],
        summary: 'Write the message without sending it',
        body: aiNotifyDraftSchema,
        response: {
          200: composedMessageResponseSchema,
          403: membersOnly,
          502: errorAnswer('The model that writes the message failed'),
        },
      },
    },
    async (request) =>
      composeNotification(deps, authOf(request), request.body, requestLanguage(request)),
  );
  app.post(
    '/notify',
    {
      config: { access: 'notifications.send' },
      schema: {
        tags: ['ai'],
        summary:
          'Write (or take the previewed message) and send it; members named who have not confirmed their e-mail address are asked to by a mail of fixed text (at most once a day each), and the message is refused (403)',
        body: aiNotifySchema,
        response: {
          201: notificationResponseSchema,
          403: membersOnly,
          429: errorAnswer(
            "The organization sent its messages for this hour, or the organization's or the platform's outbound mail quota is used up (decision 0054): retry after the seconds in `Retry-After`",
          ),
          502: errorAnswer(
            'The model that writes the message failed (nothing is recorded), or the mail server refused it (recorded with status `failed`)',
          ),
          503: errorAnswer(
            'The database cannot be reached, or the attempt could not be recorded: nothing was sent',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendNotification(deps, authOf(request), request.body, {
          language: requestLanguage(request),
          origin: publicOrigin(config.publicUrl, request),
        }),
      ),
  );
  app.get(
    '/messages',
    {
      config: { access: 'notifications.history' },
      schema: {
        tags: ['ai'],
        summary:
          'Messages sent or kept in the outbox (newest first unless sorted): all of them, or with limit/cursor one page',
        querystring: notificationListQuerySchema,
        response: { 200: listResponseSchema(notificationResponseSchema) },
      },
    },
    async (request) => listNotifications(reader(request), authOf(request), request.query),
  );
};
