import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { compactRowCounts } from '../../data/row-counts.js';
import { repeatEvery } from '../../lib/repeat-every.js';

// Its own advisory lock: a compaction never waits for the sweep, nor the sweep for it.
const COMPACTION_LOCK = 7_140_413;
const COMPACT_EVERY_MS = 30_000;
// Keys per transaction: a short one, and a backlog still shrinks by this much every round.
const KEYS_PER_ROUND = 5_000;
const MAX_ROUNDS = 20;

/**
 * One compaction of the kept counts (decision 0070), by one server process at a time (the others
 * find the lock taken and skip). Two at once would still be exact — each folds what it deleted —
 * but could deadlock on the same keys. Answers the keys folded, or `undefined` when skipped.
 */
export const compactCounts = async (db: Database): Promise<number | undefined> => {
  let folded = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const done = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${COMPACTION_LOCK}) as locked`,
      );
      if (!lock.rows[0]?.locked) return undefined;
      return compactRowCounts(tx, KEYS_PER_ROUND);
    });
    if (done === undefined) return round === 0 ? undefined : folded;
    folded += done;
    if (done < KEYS_PER_ROUND) return folded;
  }
  return folded;
};

/** Compacts every 30 s while the app runs; a failed round (database away) is logged and retried. */
export const startCountCompaction = (db: Database, log: FastifyBaseLogger) =>
  repeatEvery(COMPACT_EVERY_MS, () =>
    compactCounts(db).catch((error: unknown) =>
      log.warn({ err: error }, 'compacting the kept counts failed; retrying at the next round'),
    ),
  );
