import { endpoint } from './endpoint.js';
import { notificationListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';
import {
  aiStatusResponseSchema,
  composedMessageResponseSchema,
  notificationResponseSchema,
} from '../notifications/responses.js';
import { aiNotifyDraftSchema, aiNotifySchema } from '../notifications/schemas.js';

/** The notifications routes (docs/architecture.md, "The API table"). */
export const notificationsApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/ai/status',
    access: 'notifications.status',
    tags: ['ai'],
    summary:
      "Who writes (a model or the built-in template writer), how messages go out (SMTP or the outbox), and whom the caller's organization may address (anyone, or only its members who confirmed their e-mail address)",
    answer: aiStatusResponseSchema,
    status: 200,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/ai/preview',
    announces: [],
    access: 'notifications.preview',
    tags: ['ai'],
    summary: 'Write the message without sending it',
    body: aiNotifyDraftSchema,
    answer: composedMessageResponseSchema,
    status: 200,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/ai/notify',
    announces: ['notification'],
    access: 'notifications.send',
    tags: ['ai'],
    summary:
      'Write (or take the previewed message) and send it; members named who have not confirmed their e-mail address are asked to by a mail of fixed text (at most once a day each), and the message is refused (403)',
    body: aiNotifySchema,
    answer: notificationResponseSchema,
    status: 201,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/ai/messages',
    access: 'notifications.history',
    tags: ['ai'],
    summary:
      'Messages sent or kept in the outbox (newest first unless sorted): all of them, or with limit/cursor one page',
    query: notificationListQuerySchema,
    answer: listResponseSchema(notificationResponseSchema),
    status: 200,
  }),
};
