import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { listNotifications } from './list-notifications.js';
import { composeNotification } from './compose-notification.js';
import { notificationStatus } from './notification-status.js';
import { sendNotification } from './send-notification.js';
import { notificationsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const membersOnly = errorAnswer(
  'The role may not do this; or, with a mail server, a recipient is not a member of the organization, or a member who has not confirmed their e-mail address by a link (`fieldErrors.recipients`; decision 0054)',
);

/** AI notifications: POST /api/ai/notify, plus preview, history (the outbox) and how messages go out. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, config, mailer },
) => {
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const deps = { db, config, mailer, log };

  route(app, notificationsApi.status, async (request) => notificationStatus(deps, authOf(request)));
  route(
    app,
    notificationsApi.preview,
    async (request) =>
      composeNotification(deps, authOf(request), request.body, requestLanguage(request)),
    { errors: { 403: membersOnly, 502: errorAnswer('The model that writes the message failed') } },
  );
  route(
    app,
    notificationsApi.send,
    async (request, reply) =>
      reply.status(201).send(
        await sendNotification(deps, authOf(request), request.body, {
          language: requestLanguage(request),
          origin: publicOrigin(config.publicUrl, request),
        }),
      ),
    {
      errors: {
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
  );
  route(app, notificationsApi.history, async (request) =>
    listNotifications(reader(request), authOf(request), request.query),
  );
};
