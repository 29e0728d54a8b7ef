import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** Settled outbox rows are kept this long: enough to look into a failed mail, then gone. */
const KEPT = sql.raw(`interval '30 days'`);

/**
 * Deletes up to `limit` outbox rows settled more than 30 days ago (decision 0074). Their text was
 * cleared when they settled; the organization's record of each message is in `notifications`.
 */
export const purgeSettledMail = async (tx: Executor, limit: number): Promise<number> => {
  const result = await tx.execute(sql`
    delete from mail_outbox
    where id in (
      select id from mail_outbox
      where status <> 'queued' and settled_at < now() - ${KEPT}
      limit ${limit}
    )`);
  return result.rowCount ?? 0;
};
