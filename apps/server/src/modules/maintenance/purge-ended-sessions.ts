import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

/**
 * How long a session that ended (expired or revoked) is kept. Its address and browser are the
 * only record of where an account was signed in from, and an incident is often noticed days
 * later; after a month they are personal data we no longer need.
 */
export const ENDED_SESSION_RETENTION_DAYS = 30;

/**
 * Deletes up to `limit` sessions that ended more than the retention ago. Nothing references a
 * session row (the audit trail in `activity` names users, not sessions), and a session that
 * ended can never become live again, so no sign-in is affected.
 */
export const purgeEndedSessions = async (tx: Executor, limit: number): Promise<number> => {
  const endedBefore = sql`now() - make_interval(days => ${ENDED_SESSION_RETENTION_DAYS})`;
  const result = await tx.execute(sql`
    delete from ${sessions}
    where ${sessions.id} in (
      select ${sessions.id} from ${sessions}
      where ${sessions.expiresAt} < ${endedBefore} or ${sessions.revokedAt} < ${endedBefore}
      limit ${limit}
    )`);
  return result.rowCount ?? 0;
};
