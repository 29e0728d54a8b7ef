import { eq } from 'drizzle-orm';
import type { PublicUser, Role } from '@toolyard/shared';
import type { z } from 'zod';
import type { userCreateSchema, workerCreateFormSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, invalidField } from '../../lib/domain-errors.js';
import { recordActivity } from '../../lib/activity.js';
import { hashPassword } from '../../lib/passwords.js';
import { findPublicUserById } from './public-user.js';
import { assertUnique, rethrowUniqueViolation } from './uniqueness.js';

type Input = z.output<typeof userCreateSchema>;
type WorkerInput = z.output<typeof workerCreateFormSchema>;

/** Role and organization the new account really gets, whatever the body says. */
const placement = async (
  db: Database,
  auth: AuthContext,
  input: Input,
): Promise<{ role: Role; organizationId: number | null }> => {
  if (auth.user.role === 'org_admin') {
    // An org admin creates workers of their own organization, nothing else.
    if (auth.user.organizationId === null) throw forbidden();
    return { role: 'worker', organizationId: auth.user.organizationId };
  }
  if (input.role === 'worker') throw forbidden('errors.superadminNoWorkers');
  if (input.role === 'superadmin') return { role: 'superadmin', organizationId: null };
  const organizationId = input.organizationId ?? null;
  if (organizationId !== null) {
    const [exists] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!exists) throw invalidField('organizationId', 'validation.invalidValue');
  }
  return { role: input.role, organizationId };
};

export const createUser = async (
  db: Database,
  auth: AuthContext,
  input: Input,
): Promise<PublicUser> => {
  const { role, organizationId } = await placement(db, auth, input);
  await assertUnique(db, input);
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
          role,
          organizationId,
        })
        .returning({ id: users.id });
      const user = (await findPublicUserById(tx, created!.id))!;
      await recordActivity(tx, auth, {
        organizationId,
        type: 'user',
        action: 'user_created',
        title: `${user.firstName} ${user.lastName}`,
        details: role,
        entityType: 'user',
        entityId: user.id,
      });
      return user;
    });
  } catch (error) {
    return rethrowUniqueViolation(error);
  }
};

/**
 * An import's batch of new workers of the organization (checked as the worker form's input is,
 * usernames and e-mail addresses free): their passwords hashed (argon2 runs on libuv's thread
 * pool, a few at a time), one INSERT for the accounts and one activity for the batch.
 */
export const insertWorkers = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  inputs: readonly WorkerInput[],
) => {
  if (inputs.length === 0) return;
  const hashes = await Promise.all(inputs.map((input) => hashPassword(input.password)));
  await tx.insert(users).values(
    inputs.map((input, i) => ({
      username: input.username,
      email: input.email,
      passwordHash: hashes[i]!,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'worker' as const,
      organizationId,
    })),
  );
  await recordActivity(tx, auth, {
    organizationId,
    type: 'user',
    action: 'workers_imported',
    // The count: the feed words it in the reader's language.
    title: String(inputs.length),
    entityType: 'user',
    metadata: { count: inputs.length },
  });
};
