import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { notices } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';

/**
 * The caller's own notices, in their own organization: never another user's, and none left from
 * an organization they no longer belong to. A superadmin (no organization) has the platform's.
 */
export const ownNotices = (auth: AuthContext): SQL => {
  const organizationId = auth.user.organizationId;
  return and(
    eq(notices.userId, auth.user.id),
    organizationId === null
      ? isNull(notices.organizationId)
      : eq(notices.organizationId, organizationId),
  )!;
};
