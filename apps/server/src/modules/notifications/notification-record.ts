import { eq } from 'drizzle-orm';
import type { ComposedMessage } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { databaseUnavailable } from '../../lib/domain-errors.js';
import { recordActivity } from '../../lib/activity.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type Log = (error: unknown, message: string) => void;
export type Attempt = {
  organizationId: number;
  recipients: string[];
  prompt: string;
  message: ComposedMessage;
  delivery: 'smtp' | 'outbox';
};

// The message was not recorded, so it was not sent either: a clear answer, never a 500.
const notRecorded = (log: Log, error: unknown) => {
  log(error, 'a notification could not be recorded; nothing was sent');
  return databaseUnavailable('errors.notificationNotRecorded', 5);
};

const values = (auth: AuthContext, attempt: Attempt, status: NotificationRow['status']) => ({
  organizationId: attempt.organizationId,
  senderUserId: auth.user.id,
  impersonatorUserId: auth.impersonatorUserId,
  recipients: attempt.recipients,
  subject: attempt.message.subject,
  body: attempt.message.body,
  prompt: attempt.prompt,
  writer: attempt.message.writer,
  delivery: attempt.delivery,
  status,
});

const recordSent = (tx: Executor, auth: AuthContext, row: NotificationRow) =>
  recordActivity(tx, auth, {
    organizationId: row.organizationId,
    type: 'alert',
    action: 'notification_sent',
    title: row.subject,
    details: row.recipients.join(', '),
    entityType: 'notification',
    entityId: row.id,
  });

/** The outbox: storing the message is its delivery, recorded with its activity in one step. */
export const storeInOutbox = async (
  db: Database,
  auth: AuthContext,
  attempt: Attempt,
  log: Log,
): Promise<NotificationRow> => {
  try {
    return await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(notifications)
        .values(values(auth, attempt, 'sent'))
        .returning();
      await recordSent(tx, auth, stored!);
      return stored!;
    });
  } catch (error) {
    throw notRecorded(log, error);
  }
};

/** Before a mail goes out: the attempt is on record, whatever happens next. */
export const recordAttempt = async (
  db: Database,
  auth: AuthContext,
  attempt: Attempt,
  log: Log,
): Promise<NotificationRow> => {
  try {
    const [stored] = await db
      .insert(notifications)
      .values(values(auth, attempt, 'sending'))
      .returning();
    return stored!;
  } catch (error) {
    throw notRecorded(log, error);
  }
};

/**
 * After delivery: marked sent, with its activity entry. The mail has left by now, so a failure
 * here must not turn into an error answer (the caller would send it again): the row stays
 * `sending`, shown as not confirmed, and the failure is logged.
 */
export const markSent = async (
  db: Database,
  auth: AuthContext,
  row: NotificationRow,
  log: Log,
): Promise<NotificationRow> => {
  try {
    await db.transaction(async (tx) => {
      await tx.update(notifications).set({ status: 'sent' }).where(eq(notifications.id, row.id));
      await recordSent(tx, auth, row);
    });
  } catch (error) {
    log(error, `notification ${row.id} was delivered but could not be marked sent`);
  }
  return { ...row, status: 'sent' };
};

/** Delivery failed: the record says so (best effort; the caller answers 502 either way). */
export const markFailed = async (db: Database, row: NotificationRow, log: Log) => {
  try {
    await db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, row.id));
  } catch (error) {
    log(error, `notification ${row.id} failed and could not be marked failed`);
  }
};
