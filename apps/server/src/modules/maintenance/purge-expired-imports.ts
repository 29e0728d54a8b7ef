import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { imports } from '../../db/schema.js';

/**
 * Deletes up to `limit` imports whose time has passed (decision 0030), their staged rows with
 * them: uploads nobody imported or cancelled, finished imports whose summary nobody reads any
 * more, and runs a stopped server left behind.
 */
export const purgeExpiredImports = async (tx: Executor, limit: number): Promise<number> => {
  const result = await tx.execute(sql`
    delete from ${imports}
    where ${imports.id} in (
      select ${imports.id} from ${imports} where ${imports.expiresAt} < now() limit ${limit}
    )`);
  return result.rowCount ?? 0;
};
