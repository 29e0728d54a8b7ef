import type { NotificationRow } from '../../mail/notification-record.js';

/** A message as the API answers it (notificationResponseSchema), its sender's name resolved. */
export const toNotification = (row: NotificationRow, sender: string | null) => ({
  id: row.id,
  organizationId: row.organizationId,
  recipients: row.recipients,
  subject: row.subject,
  body: row.body,
  prompt: row.prompt,
  writer: row.writer,
  delivery: row.delivery,
  status: row.status,
  sender,
  createdAt: row.createdAt,
});
export type NotificationView = ReturnType<typeof toNotification>;
