import { and, desc, eq, lt } from 'drizzle-orm';
import {
  isLanguage,
  NOTICES_PAGE_DEFAULT,
  type Notices,
  type NoticesQuery,
} from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { notices, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownNotices } from './notice-scope.js';
import { KINDS, toNotice } from './notice-rows.js';
import { unreadNotices } from './unread-notices.js';

/**
 * GET /api/notices: a page of the caller's notices, newest first (older than `before` when
 * given), with the unread count and the language their digest is written in. Kinds this server
 * does not know (written by a newer one) are left out rather than failing the answer.
 */
export const listNotices = async (
  db: Database,
  auth: AuthContext,
  query: NoticesQuery,
): Promise<Notices> => {
  const limit = query.limit ?? NOTICES_PAGE_DEFAULT;
  const [rows, unread, [reader]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(and(ownNotices(auth), query.before ? lt(notices.id, query.before) : undefined))
      .orderBy(desc(notices.id))
      .limit(limit + 1),
    unreadNotices(db, auth),
    db.select({ language: users.language }).from(users).where(eq(users.id, auth.user.id)),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.filter((row) => KINDS.has(row.kind)).map(toNotice),
    more: rows.length > limit,
    unread,
    language: isLanguage(reader?.language) ? reader.language : null,
  };
};
