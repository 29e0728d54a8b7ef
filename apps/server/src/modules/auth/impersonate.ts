import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, notFound } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { findPublicUser } from '../../data/public-user.js';
import { createSession, type SessionContext } from '../../sessions/sessions.js';

/** An impersonation lasts a working day at most, however long normal sign-ins last. */
const IMPERSONATION_TTL_HOURS = 8;

/**
 * A superadmin acts as another user through a separate session that records who is behind it:
 * everything done with it is attributed to both. Never oneself, never another superadmin, never
 * from inside an impersonation. The superadmin's own session stays as it was.
 */
export const impersonate = async (
  deps: { db: Database; sessionTtlHours: number },
  auth: AuthContext,
  targetId: number,
  context: SessionContext,
): Promise<AuthResponse> => {
  if (auth.impersonatorUserId !== null) throw forbidden('errors.alreadyImpersonating');
  if (targetId === auth.user.id) throw forbidden('errors.cannotImpersonateSelf');
  const target = await findPublicUser(deps.db, eq(users.id, targetId));
  if (!target) throw notFound();
  if (target.role === 'superadmin') throw forbidden('errors.cannotImpersonateSuperadmin');

  return deps.db.transaction(async (tx) => {
    const { token } = await createSession(tx, {
      userId: target.id,
      impersonatorUserId: auth.user.id,
      ttlHours: Math.min(deps.sessionTtlHours, IMPERSONATION_TTL_HOURS),
      ...context,
    });
    await recordActivity(tx, auth, {
      organizationId: target.organizationId,
      type: 'auth',
      action: 'impersonation_started',
      title: `${target.firstName} ${target.lastName}`,
      entityType: 'user',
      entityId: target.id,
      metadata: { impersonatorUserId: auth.user.id, targetUserId: target.id },
    });
    return { token, user: target };
  });
};
