import { z } from '../zod.js';
import { NOTIFICATION_STATUSES, RECIPIENT_REACHES } from './schemas.js';

const WRITERS = ['model', 'template'] as const;

/**
 * How messages are written (a model or the built-in template writer), sent (SMTP or outbox), and
 * whom the organization may address: anyone, or only its members until an admin's e-mail is
 * verified (decision 0012).
 */
export const aiStatusResponseSchema = z.object({
  writer: z.enum(WRITERS),
  delivery: z.enum(['smtp', 'outbox']),
  recipients: z.enum(RECIPIENT_REACHES),
});
export type AiStatus = z.output<typeof aiStatusResponseSchema>;

/** A message as written (POST /api/ai/preview), not sent. */
export const composedMessageResponseSchema = z.object({
  subject: z.string(),
  body: z.string(),
  writer: z.enum(WRITERS),
});
export type ComposedMessage = z.output<typeof composedMessageResponseSchema>;

/** One message sent or kept in the outbox (POST /api/ai/notify, GET /api/ai/messages). */
export const notificationResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  prompt: z.string(),
  writer: z.string(),
  delivery: z.string(),
  // Recorded before delivery, then marked: 'sending' stays when the outcome was never confirmed.
  status: z.enum(NOTIFICATION_STATUSES),
  sender: z.string().nullable(),
  createdAt: z.string(),
});
export type SentNotification = z.output<typeof notificationResponseSchema>;
