import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { markNotificationSettled } from './notification-record.js';

/** The outbox row as the sender reads it. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Six tries in about three hours: 30 s, 2 min, 8 min, 32 min, 2 h 8 min between them. */
export const MAX_ATTEMPTS = 6;
const pauseAfter = (attempts: number) => 30 * 4 ** (attempts - 1);

/**
 * The mail's outcome, on record once: only the row still `queued` is settled, and its
 * notification is marked in the same transaction. Its text is cleared (an invitation's link
 * lives no longer than its delivery). Answers whether this call settled it.
 */
export const settleMail = (
  db: Database,
  row: OutboxRow,
  status: 'sent' | 'failed',
  error?: string,
) =>
  db.transaction(async (tx) => {
    const settled = await tx
      .update(mailOutbox)
      .set({
        status,
        body: '',
        settledAt: sql`now()`,
        lastError: error ?? null,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'queued')))
      .returning({ id: mailOutbox.id });
    if (settled.length === 0) return false;
    if (row.notificationId !== null) await markNotificationSettled(tx, row.notificationId, status);
    return true;
  });

/** A failed try: again after a growing pause, or, at the last try, failed for good. */
export const retryMailLater = async (db: Database, row: OutboxRow, error: string) => {
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) return settleMail(db, row, 'failed', error);
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${pauseAfter(attempts)})`,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'queued')));
  return false;
};

/** Over a quota: not a failed try, only a later one, when the quota has room again. */
export const postponeMail = (db: Database, row: OutboxRow, seconds: number) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'queued')));
