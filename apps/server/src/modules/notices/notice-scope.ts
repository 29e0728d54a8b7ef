import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notices } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';

/**
 * The caller's own notices, in their own organization: never another user's, and none left from
 * an organization they no longer belong to. A superadmin (no organization) has none.
 */
export const ownNotices = (auth: AuthContext): SQL => {
  const organizationId = auth.user.organizationId;
  if (organizationId === null) return sql`false`;
  return and(eq(notices.userId, auth.user.id), eq(notices.organizationId, organizationId))!;
};
