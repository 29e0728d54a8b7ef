import type { AuthResponse, LoginInput } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { unauthorized } from '../../lib/domain-errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { publicUserColumns, toPublicUser, usernameMatches } from '../../data/public-user.js';
import { createSession, type SessionContext } from '../../sessions/sessions.js';
import { countLoginAttempt, recordLoginSuccess } from './login-throttle.js';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema.js';

/**
 * Unknown user and wrong password answer identically, in the same time. Failures are throttled
 * per account and client address, so nobody can lock the owner out (login-throttle.ts).
 */
export const login = async (
  deps: { db: Database; sessionTtlHours: number },
  input: LoginInput,
  context: SessionContext & { ip: string },
): Promise<AuthResponse> => {
  const { db } = deps;
  await countLoginAttempt(db, input.username, context.ip);

  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(usernameMatches(input.username))
    .limit(1);

  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !valid) throw unauthorized('errors.invalidCredentials');

  await recordLoginSuccess(db, input.username, context.ip);
  const { token } = await createSession(db, {
    userId: row.id,
    ttlHours: deps.sessionTtlHours,
    ...context,
  });
  return { token, user: toPublicUser(row) };
};
