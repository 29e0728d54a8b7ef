import { eq } from 'drizzle-orm';
import type { PublicUser, Role } from '@toolyard/shared';
import type { z } from 'zod';
import type { userCreateSchema, workerInviteSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, invalidField } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { hashPassword, NO_PASSWORD_YET } from '../../lib/passwords.js';
import { createInvitations, type Invitation } from './invite-workers.js';
import { findPublicUserById } from '../../data/public-user.js';
import { assertUnique, rethrowUniqueViolation, usernameAnswerKeysOf } from './uniqueness.js';

type Input = z.output<typeof userCreateSchema>;
type WorkerInviteInput = z.output<typeof workerInviteSchema>;

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
  ip: string,
): Promise<PublicUser> => {
  const { role, organizationId } = await placement(db, auth, input);
  const answerKeys = usernameAnswerKeysOf(auth, ip);
  await assertUnique(db, input, { organizationId, answerKeys });
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
    return rethrowUniqueViolation(db, error, answerKeys);
  }
};

/**
 * An import's batch of new workers of the organization (checked as the worker form's input is,
 * but without a password: decision 0059): one INSERT for the accounts, each without a usable
 * password and with a link to set one, and one activity for the batch. A username the preview
 * could not judge (another organization's: it never looks there) is skipped by the unique
 * index, not an error: the rest of the batch is created, and the caller learns how many were.
 */
export const insertWorkers = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  inputs: readonly WorkerInviteInput[],
): Promise<{ created: number; invitations: Invitation[] }> => {
  if (inputs.length === 0) return { created: 0, invitations: [] };
  const created = await tx
    .insert(users)
    .values(
      inputs.map((input) => ({
        username: input.username,
        email: input.email,
        passwordHash: NO_PASSWORD_YET,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'worker' as const,
        organizationId,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    });
  if (created.length > 0)
    await recordActivity(tx, auth, {
      organizationId,
      type: 'user',
      action: 'workers_imported',
      // The count: the feed words it in the reader's language.
      title: String(created.length),
      entityType: 'user',
      metadata: { count: created.length },
    });
  return { created: created.length, invitations: await createInvitations(tx, created) };
};
