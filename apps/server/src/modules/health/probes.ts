import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { withTimeout } from '../../lib/with-timeout.js';

/**
 * How long /api/ready and a /metrics scrape wait for any one probe. They run side by side, so an
 * answer takes about this long at worst, whatever is down (decision 0067).
 */
const PROBE_TIMEOUT_MS = 2_000;

export type DatabaseProbe = { status: 'up' | 'down'; roundTripMs: number | null };

/** One `select 1` through the app's own pool: a pool too busy to lend a connection in time is down too. */
export const probeDatabase = async (db: Database): Promise<DatabaseProbe> => {
  const started = performance.now();
  try {
    await withTimeout(db.execute(sql`select 1`), PROBE_TIMEOUT_MS);
    return { status: 'up', roundTripMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { status: 'down', roundTripMs: null };
  }
};

export type JobQueueProbe = {
  status: 'up' | 'down';
  queued: number | null;
  failedLast24h: number | null;
};

/**
 * The job queue's tables (pg-boss's `pgboss` schema, modules/digest/job-queue.ts), read through
 * the app's pool: every process's queue works on the same rows, so any process can tell. Waiting
 * is `created` or `retry` (pg-boss's own getQueueSize counts the same). A job failed for good
 * stays in `job` until pg-boss archives it (12 hours after it ended, its default) and then sits
 * in `archive`: both are counted. Cheap at any age: finished jobs leave `job` within hours, and
 * `archive` is read through its index on `archived_on` (a job archived before the last 24 hours
 * ended before them too).
 */
export const probeJobQueue = async (db: Database): Promise<JobQueueProbe> => {
  try {
    const { rows } = await withTimeout(
      db.execute<{ queued: number; failed: number }>(sql`
        select
          (select count(*) from pgboss.job where state < 'active')::int as queued,
          ((select count(*) from pgboss.job
             where state = 'failed' and completed_on > now() - interval '24 hours')
           + (select count(*) from pgboss.archive
             where archived_on > now() - interval '24 hours'
               and state = 'failed' and completed_on > now() - interval '24 hours'))::int as failed`),
      PROBE_TIMEOUT_MS,
    );
    const row = rows[0]!;
    return { status: 'up', queued: row.queued, failedLast24h: row.failed };
  } catch {
    // The database is down, or no queue has ever started on it (its schema is missing).
    return { status: 'down', queued: null, failedLast24h: null };
  }
};
