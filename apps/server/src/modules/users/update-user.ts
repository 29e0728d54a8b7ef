import { eq } from 'drizzle-orm';
import type { PublicUser } from '@toolyard/shared';
import type { z } from 'zod';
import type { userUpdateSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, invalidField } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { hashPassword } from '../../lib/passwords.js';
import { revokeUserSessions } from '../../sessions/sessions.js';
import { findPublicUserById } from '../../data/public-user.js';
import { findManagedUser } from './user-visibility.js';
import { assertHoldsNothing } from './held-items.js';
import { assertUnique, rethrowUniqueViolation, usernameAnswerKeysOf } from './uniqueness.js';

type Input = z.output<typeof userUpdateSchema>;

const changes = <T>(next: T | undefined, current: T) => next !== undefined && next !== current;

/** Refuses what the caller may not change; answers the role and organization to store. */
const checkPlacement = async (
  db: Database,
  auth: AuthContext,
  target: PublicUser,
  input: Input,
) => {
  const roleChanges = changes(input.role, target.role);
  const organizationChanges = changes(input.organizationId, target.organizationId);

  if (target.id === auth.user.id) {
    if (roleChanges || organizationChanges) throw forbidden('errors.ownRoleOrOrganization');
    // Their own password goes through change-password, which asks for the current one.
    if (input.password) throw invalidField('password', 'errors.ownPasswordViaSecurity');
    return;
  }
  if (auth.user.role === 'org_admin') {
    // An org admin's workers stay workers of the same organization.
    if (roleChanges || organizationChanges) throw forbidden();
    return;
  }
  // Superadmin.
  if (roleChanges && input.role === 'worker') throw forbidden('errors.superadminNoWorkerUpdate');
  if (organizationChanges && input.organizationId !== null && input.organizationId !== undefined) {
    const [exists] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId));
    if (!exists) throw invalidField('organizationId', 'validation.invalidValue');
  }
};

export const updateUser = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: Input,
  ip: string,
): Promise<PublicUser> => {
  const target = await findManagedUser(db, auth, id);
  await checkPlacement(db, auth, target, input);
  const answerKeys = usernameAnswerKeysOf(auth, ip);
  const organizationId =
    input.role === 'superadmin' ? null : (input.organizationId ?? target.organizationId);
  await assertUnique(
    db,
    // An unchanged username is no question about anyone else's: nothing to count.
    {
      username: changes(input.username?.toLowerCase(), target.username.toLowerCase())
        ? input.username
        : undefined,
      email: input.email ?? (organizationId !== target.organizationId ? target.email : undefined),
    },
    { organizationId, answerKeys, exceptUserId: id },
  );

  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date().toISOString() };
  if (input.username !== undefined) values.username = input.username;
  if (input.email !== undefined) values.email = input.email;
  if (input.firstName !== undefined) values.firstName = input.firstName;
  if (input.lastName !== undefined) values.lastName = input.lastName;
  if (input.role !== undefined) values.role = input.role;
  if (input.organizationId !== undefined)
    values.organizationId = input.role === 'superadmin' ? null : input.organizationId;
  if (input.password) values.passwordHash = await hashPassword(input.password);

  // A new role, organization or password takes effect at once: the account signs in again.
  const endSessions =
    changes(values.role, target.role) ||
    changes(values.organizationId, target.organizationId) ||
    Boolean(values.passwordHash);

  try {
    return await db.transaction(async (tx) => {
      await tx.update(users).set(values).where(eq(users.id, id));
      if (changes(values.organizationId, target.organizationId)) await assertHoldsNothing(tx, id);
      if (endSessions) await revokeUserSessions(tx, id);
      const user = (await findPublicUserById(tx, id))!;
      await recordActivity(tx, auth, {
        organizationId: user.organizationId,
        type: 'user',
        action: 'user_updated',
        title: `${user.firstName} ${user.lastName}`,
        entityType: 'user',
        entityId: id,
      });
      return user;
    });
  } catch (error) {
    return rethrowUniqueViolation(db, error, answerKeys);
  }
};
