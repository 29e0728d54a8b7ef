import { and, count, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notices } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownNotices } from './notice-scope.js';

/** How many of the caller's notices are unread: the bell's number. */
export const unreadNotices = async (db: Database, auth: AuthContext): Promise<number> => {
  const [row] = await db
    .select({ unread: count() })
    .from(notices)
    .where(and(ownNotices(auth), isNull(notices.readAt)));
  return row?.unread ?? 0;
};
