import { and, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/domain-errors.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { emailMatches, findPublicUser, usernameMatches } from './public-user.js';

const usernameTaken = () =>
  conflict('errors.usernameTaken', { fieldErrors: { username: 'errors.usernameTaken' } });
const emailTaken = () =>
  conflict('errors.emailTaken', { fieldErrors: { email: 'errors.emailTaken' } });

/** Refuses a username or e-mail that another account already has (case-insensitive). */
export const assertUnique = async (
  db: Executor,
  values: { username?: string; email?: string },
  exceptUserId?: number,
) => {
  const others = (match: SQL) =>
    exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId))!;
  if (
    values.username !== undefined &&
    (await findPublicUser(db, others(usernameMatches(values.username))))
  ) {
    throw usernameTaken();
  }
  if (
    values.email !== undefined &&
    (await findPublicUser(db, others(emailMatches(values.email))))
  ) {
    throw emailTaken();
  }
};

/** The same refusal when two writes race and the unique index decides. */
export const rethrowUniqueViolation = (error: unknown): never => {
  if (isUniqueViolation(error, 'users_username_lower_key')) {
    throw usernameTaken();
  }
  if (isUniqueViolation(error, 'users_email_lower_key')) {
    throw emailTaken();
  }
  throw error;
};
