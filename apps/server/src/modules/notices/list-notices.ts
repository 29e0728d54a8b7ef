import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  isLanguage,
  NOTICE_KINDS,
  NOTICES_PAGE_DEFAULT,
  type Notice,
  type Notices,
  type NoticesQuery,
} from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { notices, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ownNotices } from './notice-scope.js';

type NoticeRow = typeof notices.$inferSelect;

const KINDS: ReadonlySet<string> = new Set(NOTICE_KINDS);

/** Only plain strings and numbers leave: the values are words for the screens, nothing else. */
const plainValues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
    ),
  );

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind as Notice['kind'],
  entityType: row.entityType === 'tool' || row.entityType === 'vehicle' ? row.entityType : null,
  entityId: row.entityType === 'tool' || row.entityType === 'vehicle' ? row.entityId : null,
  values: plainValues(row.values),
  createdAt: row.createdAt,
  read: row.readAt !== null,
});

/** How many of the caller's notices are unread: the bell's number. */
export const unreadNotices = async (db: Database, auth: AuthContext): Promise<number> => {
  const [row] = await db
    .select({ unread: count() })
    .from(notices)
    .where(and(ownNotices(auth), isNull(notices.readAt)));
  return row?.unread ?? 0;
};

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
