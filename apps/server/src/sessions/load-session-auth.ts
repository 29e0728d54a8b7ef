import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { organizations, sessions, users } from '../db/schema.js';
import type { AuthContext } from '../lib/auth-context.js';
import { publicUserColumns, toPublicUser } from '../data/public-user.js';
import { impersonator, isLiveSession } from './sessions.js';

export type LoadedAuth = AuthContext & { expiresAt: Date };

/**
 * One round trip: the live session with this token hash, its user and the user's organization.
 * Prepared once: PostgreSQL plans it once per connection, drizzle builds it once per process.
 */
const prepareLoad = (db: Database) =>
  db
    .select({
      ...publicUserColumns,
      sessionId: sessions.id,
      impersonatorUserId: sessions.impersonatorUserId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isLiveSession()))
    .limit(1)
    .prepare('load_session_auth');

const prepared = new WeakMap<Database, ReturnType<typeof prepareLoad>>();

export const loadSessionAuth = async (
  db: Database,
  tokenHash: string,
): Promise<LoadedAuth | null> => {
  let query = prepared.get(db);
  if (!query) {
    query = prepareLoad(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  return {
    user: toPublicUser(row),
    sessionId: row.sessionId,
    impersonatorUserId: row.impersonatorUserId,
    expiresAt: row.expiresAt,
  };
};
