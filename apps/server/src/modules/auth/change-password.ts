import { eq } from 'drizzle-orm';
import type { AuthResponse, ChangePasswordInput } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { invalidField, unauthorized } from '../../lib/domain-errors.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findPublicUserById } from '../../data/public-user.js';
import { createSession, revokeUserSessions, type SessionContext } from '../../sessions/sessions.js';

/**
 * A new password ends every session of the user, the one making the change included, and
 * answers a fresh token for this browser: whoever held an old token is signed out.
 */
export const changePassword = async (
  deps: { db: Database; sessionTtlHours: number },
  auth: AuthContext,
  input: ChangePasswordInput,
  context: SessionContext,
): Promise<AuthResponse> => {
  const { db } = deps;
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.user.id))
    .limit(1);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw invalidField('currentPassword', 'errors.currentPasswordWrong');
  }

  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where(eq(users.id, auth.user.id));
    await revokeUserSessions(tx, auth.user.id);
    const { token } = await createSession(tx, {
      userId: auth.user.id,
      ttlHours: deps.sessionTtlHours,
      impersonatorUserId: auth.impersonatorUserId ?? undefined,
      ...context,
    });
    return { token, user: (await findPublicUserById(tx, auth.user.id))! };
  });
};
