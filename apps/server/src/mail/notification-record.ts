import { and, eq } from 'drizzle-orm';
import type { ComposedMessage } from '@toolyard/shared';
import type { Database, Executor } from '../db/client.js';
import { notifications } from '../db/schema.js';
import type { AuthContext } from '../lib/auth-context.js';
import { databaseUnavailable } from '../lib/domain-errors.js';
import {
  recordActivities,
  recordActivity,
  type ActivityInput,
  type Actor,
} from '../data/activity.js';

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
/** A record that must be written before anything is sent: failing, nothing is sent (503). */
const recordedFirst = async <T>(log: Log, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    log(error, 'a notification could not be recorded; nothing was sent');
    throw databaseUnavailable('errors.notificationNotRecorded', 5);
  }
};

/** A record written after the fact: a failure is logged, never answered (the mail is gone). */
const recordedAfter = async (log: Log, failure: string, write: () => Promise<unknown>) => {
  try {
    await write();
  } catch (error) {
    log(error, failure);
  }
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

const sentActivity = (row: NotificationRow): ActivityInput => ({
  organizationId: row.organizationId,
  type: 'alert' as const,
  action: 'notification_sent',
  title: row.subject,
  details: row.recipients.join(', '),
  entityType: 'notification',
  entityId: row.id,
});

const recordSent = (tx: Executor, auth: Actor | null, row: NotificationRow) =>
  recordActivity(tx, auth, sentActivity(row));

/**
 * Messages inserted in one statement, answered in the order given: serial ids are drawn row by
 * row in the order of the VALUES list, so sorting by id restores it.
 */
const insertAll = async (
  tx: Executor,
  auth: AuthContext,
  attempts: readonly Attempt[],
  status: NotificationRow['status'],
) => {
  if (attempts.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(attempts.map((attempt) => values(auth, attempt, status)))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
};

/**
 * The organization's outbox without a mail server: storing a message is its delivery, recorded
 * with its activity, in the caller's transaction. Any number of messages in two statements.
 */
export const storeInOutboxWithin = async (
  tx: Executor,
  auth: AuthContext,
  attempts: readonly Attempt[],
): Promise<NotificationRow[]> => {
  const stored = await insertAll(tx, auth, attempts, 'sent');
  await recordActivities(tx, auth, stored.map(sentActivity));
  return stored;
};

/** The same in a transaction of its own. */
export const storeInOutbox = (
  db: Database,
  auth: AuthContext,
  attempt: Attempt,
  log: Log,
): Promise<NotificationRow> =>
  recordedFirst(log, () =>
    db.transaction(async (tx) => (await storeInOutboxWithin(tx, auth, [attempt]))[0]!),
  );

/**
 * Messages the mail outbox will send (decision 0074): on record as `sending` in the caller's
 * transaction, with the outbox rows that send them; answered in the order given.
 */
export const recordQueued = (
  tx: Executor,
  auth: AuthContext,
  attempts: readonly Attempt[],
): Promise<NotificationRow[]> => insertAll(tx, auth, attempts, 'sending');

/**
 * The outbox's outcome on the record: a `sending` message marked sent (with its activity, in
 * its sender's name) or failed. A message already marked is left as it is.
 */
export const markNotificationSettled = async (
  tx: Executor,
  notificationId: number,
  status: 'sent' | 'failed',
) => {
  const [marked] = await tx
    .update(notifications)
    .set({ status })
    .where(and(eq(notifications.id, notificationId), eq(notifications.status, 'sending')))
    .returning();
  if (!marked || status !== 'sent') return;
  // Its sender may have been deleted since: the activity then names no one.
  const sender =
    marked.senderUserId === null
      ? null
      : { user: { id: marked.senderUserId }, impersonatorUserId: marked.impersonatorUserId };
  await recordSent(tx, sender, marked);
};

/** Before a mail goes out: the attempt is on record, whatever happens next. */
export const recordAttempt = (
  db: Database,
  auth: AuthContext,
  attempt: Attempt,
  log: Log,
): Promise<NotificationRow> =>
  recordedFirst(log, async () => {
    const [stored] = await db
      .insert(notifications)
      .values(values(auth, attempt, 'sending'))
      .returning();
    return stored!;
  });

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
  await recordedAfter(
    log,
    `notification ${row.id} was delivered but could not be marked sent`,
    () =>
      db.transaction(async (tx) => {
        await tx.update(notifications).set({ status: 'sent' }).where(eq(notifications.id, row.id));
        await recordSent(tx, auth, row);
      }),
  );
  return { ...row, status: 'sent' };
};

/** Delivery failed: the record says so (best effort; the caller answers 502 either way). */
export const markFailed = (db: Database, row: NotificationRow, log: Log) =>
  recordedAfter(log, `notification ${row.id} failed and could not be marked failed`, () =>
    db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, row.id)),
  );
