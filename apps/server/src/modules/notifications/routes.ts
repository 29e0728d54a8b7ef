import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiNotifyDraftSchema, aiNotifySchema } from '@toolyard/shared';
import type { AppDeps } from '../../app.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { createMailer } from './mailer.js';
import { composeNotification, deliveryInUse, listNotifications, sendNotification, writerInUse } from './notification-use-cases.js';

const composed = z.object({ subject: z.string(), body: z.string(), writer: z.enum(['model', 'template']) });
const notificationResponse = z.object({
  id: z.number(),
  organizationId: z.number(),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  prompt: z.string(),
  writer: z.string(),
  delivery: z.string(),
  sender: z.string().nullable(),
  createdAt: z.string(),
});

/** Spec 7 "AI": POST /api/ai/notify, plus preview, history (the outbox) and how messages go out. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const deps = { db, config, mailer: createMailer(config) };

  app.get(
    '/status',
    {
      config: { access: 'notifications.status' },
      schema: { tags: ['ai'], summary: 'Who writes (a model or the built-in template writer) and how messages go out (SMTP or the outbox)', response: { 200: z.object({ writer: z.enum(['model', 'template']), delivery: z.enum(['smtp', 'outbox']) }) } },
    },
    async () => ({ writer: writerInUse(config), delivery: deliveryInUse(deps.mailer) }),
  );
  app.post(
    '/preview',
    { config: { access: 'notifications.preview' }, schema: { tags: ['ai'], summary: 'Write the message without sending it', body: aiNotifyDraftSchema, response: { 200: composed } } },
    async (request) => composeNotification(deps, authOf(request), request.body, requestLanguage(request)),
  );
  app.post(
    '/notify',
    { config: { access: 'notifications.send' }, schema: { tags: ['ai'], summary: 'Write (or take the previewed message) and send it', body: aiNotifySchema, response: { 201: notificationResponse } } },
    async (request, reply) => reply.status(201).send(await sendNotification(deps, authOf(request), request.body, requestLanguage(request))),
  );
  app.get(
    '/messages',
    {
      config: { access: 'notifications.history' },
      schema: { tags: ['ai'], summary: 'Messages sent or kept in the outbox, newest first', querystring: z.object({ organizationId: z.coerce.number().int().positive().optional() }), response: { 200: z.array(notificationResponse) } },
    },
    async (request) => listNotifications(db, authOf(request), request.query.organizationId),
  );
};
