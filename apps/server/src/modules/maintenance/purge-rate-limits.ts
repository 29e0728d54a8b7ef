import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

/**
 * Deletes up to `limit` counters whose window has ended. Such a row counts for nothing any more
 * (a new hit starts the window afresh, a peek ignores it), so deleting it changes no limit; a hit
 * racing the delete simply inserts a new row.
 */
export const purgeEndedRateLimits = async (tx: Executor, limit: number): Promise<number> => {
  const result = await tx.execute(sql`
    delete from ${rateLimits}
    where ${rateLimits.key} in (
      select ${rateLimits.key} from ${rateLimits} where ${rateLimits.resetAt} < now() limit ${limit}
    )`);
  return result.rowCount ?? 0;
};
