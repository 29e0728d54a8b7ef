import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';

/**
 * Deletes up to `limit` idempotency keys older than their keeping time (decision 0031). A claim
 * that old is forgotten anyway (a new request with its key runs), so deleting it changes no
 * answer; a request racing the delete simply claims the key afresh.
 */
export const purgeExpiredIdempotencyKeys = async (tx: Executor, limit: number): Promise<number> => {
  const result = await tx.execute(sql`
    delete from idempotency_keys
    where (user_id, key) in (
      select user_id, key from idempotency_keys
      where created_at < now() - ${sql.raw(`interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`)}
      limit ${limit}
    )`);
  return result.rowCount ?? 0;
};
