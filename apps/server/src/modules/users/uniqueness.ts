import { and, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { isUniqueViolation } from '../../http/database-errors.js';
import { emailMatches, findPublicUser, usernameMatches } from './public-user.js';

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
    throw conflict('errors.usernameTaken', { username: 'errors.usernameTaken' });
  }
  if (
    values.email !== undefined &&
    (await findPublicUser(db, others(emailMatches(values.email))))
  ) {
    throw conflict('errors.emailTaken', { email: 'errors.emailTaken' });
  }
};

/** The same refusal when two writes race and the unique index decides. */
export const rethrowUniqueViolation = (error: unknown): never => {
  if (isUniqueViolation(error, 'users_username_lower_key')) {
    throw conflict('errors.usernameTaken', { username: 'errors.usernameTaken' });
  }
  if (isUniqueViolation(error, 'users_email_lower_key')) {
    throw conflict('errors.emailTaken', { email: 'errors.emailTaken' });
  }
  throw error;
};
