import { and, inArray, isNull } from 'drizzle-orm';
import type { NoticesRead } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { notices } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownNotices } from './notice-scope.js';
import { signalNotices } from './notice-signal.js';
import { unreadNotices } from './unread-notices.js';

/**
 * POST /api/notices/read: the caller's unread notices (those of `ids`, or all) become read.
 * Ids of notices that are not the caller's are ignored like ones already read: the answer never
 * tells whether someone else's notice exists. The caller's other screens hear of it.
 */
export const markNoticesRead = async (db: Database, auth: AuthContext, input: NoticesRead) => {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(notices)
      .set({ readAt: new Date() })
      .where(
        and(
          ownNotices(auth),
          isNull(notices.readAt),
          input.ids ? inArray(notices.id, input.ids) : undefined,
        ),
      )
      .returning({ id: notices.id });
    if (marked.length > 0) await signalNotices(tx, [auth.user.id]);
  });
  return { unread: await unreadNotices(db, auth) };
};
