import type { Database } from '../../db/client.js';
import { purgeEndedRateLimits } from './purge-rate-limits.js';
import { purgeEndedSessions } from './purge-ended-sessions.js';
import { purgeExpiredImports } from './purge-expired-imports.js';
import { purgeExpiredIdempotencyKeys } from './purge-idempotency-keys.js';
import { purgeSettledMail } from './purge-settled-mail.js';
import { isLockTimeout, removeUnusedLogos, unusedLogoCandidates } from './remove-unused-logos.js';
import { withSweepLock } from './sweep-lock.js';

export type SweepDeps = { db: Database };
/**
 * What one sweep removed; `skipped` when some of it was left for later: another process held the
 * lock, or organization writes kept the table busy past the logo step's lock timeout.
 */
export type SweepResult = {
  rateLimits: number;
  sessions: number;
  imports: number;
  idempotencyKeys: number;
  settledMail: number;
  logos: number;
  skipped: boolean;
};

// Rows per transaction: short transactions, and a big backlog still shrinks every sweep.
const BATCH_ROWS = 10_000;
const MAX_BATCHES = 20;

/**
 * One maintenance sweep: counters whose window ended, sessions that ended long ago, expired
 * imports, idempotency keys past their 24 hours, outbox mail settled a month ago, and stored
 * logos no organization uses. Each step
 * is its own short transaction under the sweep's advisory lock, so servers sharing the database
 * never sweep the same thing at once, and one that finds the lock taken skips that step (the
 * holder does it).
 */
export const runSweep = async (deps: SweepDeps): Promise<SweepResult> => {
  const result: SweepResult = {
    rateLimits: 0,
    sessions: 0,
    imports: 0,
    idempotencyKeys: 0,
    settledMail: 0,
    logos: 0,
    skipped: false,
  };

  const purge = async (
    step: 'rateLimits' | 'sessions' | 'imports' | 'idempotencyKeys' | 'settledMail',
    purgeBatch: typeof purgeEndedRateLimits,
  ) => {
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const removed = await withSweepLock(deps.db, (tx) => purgeBatch(tx, BATCH_ROWS));
      if (removed === undefined) {
        result.skipped = true;
        return;
      }
      result[step] += removed;
      if (removed < BATCH_ROWS) return;
    }
  };
  await purge('rateLimits', purgeEndedRateLimits);
  await purge('sessions', purgeEndedSessions);
  await purge('imports', purgeExpiredImports);
  await purge('idempotencyKeys', purgeExpiredIdempotencyKeys);
  await purge('settledMail', purgeSettledMail);

  const candidates = await unusedLogoCandidates(deps.db);
  if (candidates.length === 0) return result;
  try {
    const removed = await withSweepLock(deps.db, (tx) => removeUnusedLogos(tx, candidates));
    if (removed === undefined) result.skipped = true;
    else result.logos = removed;
  } catch (error) {
    if (!isLockTimeout(error)) throw error;
    result.skipped = true;
  }
  return result;
};
