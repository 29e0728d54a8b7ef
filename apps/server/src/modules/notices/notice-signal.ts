import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { NOTICES_CHANNEL } from '../../bus/event-bus.js';

/*
 * A user's notices changed (new ones, or read elsewhere): their open screens refresh the bell.
 * The payload is the user's id and nothing else; each event stream passes it to its own user
 * only (events/event-stream.ts), so one user's signal never reaches another's screen.
 */

/** Announces on commit (NOTIFY is transactional): a rolled-back change says nothing. */
export const signalNotices = async (tx: Executor, userIds: readonly number[]) => {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await tx.execute(sql`select pg_notify(${NOTICES_CHANNEL}, id::text)
    from unnest(${`{${unique.join(',')}}`}::int[]) as id`);
};
