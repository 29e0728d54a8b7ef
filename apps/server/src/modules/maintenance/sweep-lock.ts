import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

// Any constant every server process agrees on (the migrations take 7_140_411).
export const SWEEP_LOCK = 7_140_412;

/**
 * Runs `work` in a transaction that holds the sweep's advisory lock, or answers `undefined` at
 * once when another process is sweeping. The lock belongs to the transaction: it is released at
 * commit or rollback, also when the connection dies, so a crashed sweeper never blocks the rest.
 * `work` must use `tx` only: a second pool connection inside an open transaction can starve the
 * pool.
 */
export const withSweepLock = <T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T | undefined> =>
  db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`,
    );
    if (!result.rows[0]?.locked) return undefined;
    return work(tx);
  });
