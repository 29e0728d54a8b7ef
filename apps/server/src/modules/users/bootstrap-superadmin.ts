import { eq } from 'drizzle-orm';
import { emailSchema, newPasswordSchema, usernameSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { findPublicUser, usernameMatches } from '../../data/public-user.js';

export type SuperadminInput = { username: string; password: string; email: string };

export type BootstrapResult =
  | { created: true; username: string }
  | { created: false; reason: 'exists' | 'taken' | 'invalid'; detail?: string };

/** Creates the platform's superadmin once. Never changes an existing account. */
export const ensureSuperadmin = async (
  db: Database,
  input: SuperadminInput,
): Promise<BootstrapResult> => {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .limit(1);
  if (existing) return { created: false, reason: 'exists' };

  const problems = [
    usernameSchema.safeParse(input.username).success
      ? null
      : 'username must be at least 3 characters',
    emailSchema.safeParse(input.email).success ? null : 'email is not a valid address',
    newPasswordSchema.safeParse(input.password).success
      ? null
      : 'password must be at least 8 characters',
  ].filter(Boolean);
  if (problems.length > 0)
    return { created: false, reason: 'invalid', detail: problems.join('; ') };

  // Only the username: e-mail addresses are unique within an organization, and the superadmin
  // has none (decision 0059).
  if (await findPublicUser(db, usernameMatches(input.username))) {
    return { created: false, reason: 'taken', detail: 'the username belongs to another account' };
  }

  await db.insert(users).values({
    username: input.username.trim(),
    email: input.email.trim(),
    passwordHash: await hashPassword(input.password),
    firstName: 'Super',
    lastName: 'Admin',
    role: 'superadmin',
    organizationId: null,
  });
  return { created: true, username: input.username.trim() };
};
