import type { AuthResponse, RegisterRequest } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { findPublicUserById } from '../../data/public-user.js';
import { assertUnique, rethrowUniqueViolation, usernameAnswerKeys } from '../users/index.js';
import { createSession, type SessionContext } from '../../sessions/sessions.js';

/**
 * Self-registration always makes an org_admin without an organization: whatever role the body
 * names is ignored (workers get accounts from their admin; superadmins come from the operator).
 */
export const registerOrgAdmin = async (
  deps: { db: Database; sessionTtlHours: number },
  input: RegisterRequest,
  context: SessionContext & { ip: string },
): Promise<AuthResponse> => {
  const { db } = deps;
  // No organization yet: only the username is checked, and its answers are counted per address.
  const answerKeys = usernameAnswerKeys(context.ip, null);
  await assertUnique(db, input, { organizationId: null, answerKeys });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'org_admin',
          organizationId: null,
        })
        .returning({ id: users.id });
      const { token } = await createSession(tx, {
        userId: created!.id,
        ttlHours: deps.sessionTtlHours,
        ...context,
      });
      return { token, user: (await findPublicUserById(tx, created!.id))! };
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, clearly.
    return rethrowUniqueViolation(db, error, answerKeys);
  }
};
