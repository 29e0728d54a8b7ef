import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordActivity } from '../../data/activity.js';
import { revokeSession } from '../../sessions/sessions.js';

/**
 * Ends the caller's session. Signing out of an impersonation session is releasing it; a
 * superadmin signing out of their own session also ends every impersonation they started, so
 * no borrowed identity outlives the sign-in behind it. Each end is in the audit trail.
 */
export const logout = (db: Database, auth: AuthContext) =>
  db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    const ended =
      auth.impersonatorUserId !== null
        ? [auth.user]
        : await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .from(users)
            .where(
              and(
                eq(sessions.impersonatorUserId, auth.user.id),
                isNull(sessions.revokedAt),
                eq(users.id, sessions.userId),
              ),
            )
            .returning({
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              organizationId: users.organizationId,
            });
    for (const user of ended) {
      await recordActivity(tx, auth, {
        organizationId: user.organizationId,
        type: 'auth',
        action: 'impersonation_ended',
        title: `${user.firstName} ${user.lastName}`,
        entityType: 'user',
        entityId: user.id,
      });
    }
  });
