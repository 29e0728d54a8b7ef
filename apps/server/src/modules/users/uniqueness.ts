import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict, rateLimited, type DomainError } from '../../lib/domain-errors.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { clientAddressKey, hitWindow, peekWindow, secondsUntil } from '../../data/rate-limit.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { emailMatches, findPublicUser, usernameMatches } from '../../data/public-user.js';

/*
 * Usernames are unique across the platform (sign-in is by username), so "not available" tells
 * that an account exists somewhere. Those answers are counted per client address and per
 * organization and run out (decision 0059); e-mail addresses are unique only within an
 * organization, so their answer tells nothing about other tenants.
 */

/** "Username not available" answers one client address, or one organization, gets per hour. */
export const USERNAME_ANSWERS_PER_HOUR = 20;
const WINDOW_SECONDS = 3600;

/** The windows that count a caller's "not available" answers; none for a superadmin (sees all). */
type AnswerKeys = readonly string[];

export const usernameAnswerKeys = (ip: string, organizationId: number | null): AnswerKeys => [
  `username-answers:client:${clientAddressKey(ip)}`,
  ...(organizationId === null ? [] : [`username-answers:organization:${organizationId}`]),
];

export const usernameAnswerKeysOf = (auth: AuthContext, ip: string): AnswerKeys =>
  auth.user.role === 'superadmin' ? [] : usernameAnswerKeys(ip, auth.user.organizationId);

const usernameUnavailable = () =>
  conflict('errors.usernameUnavailable', {
    fieldErrors: { username: 'errors.usernameUnavailable' },
  });
const emailTaken = () =>
  conflict('errors.emailTaken', { fieldErrors: { email: 'errors.emailTaken' } });
const outOfAnswers = (resetAt: Date) =>
  rateLimited('errors.usernameChecksLimit', secondsUntil(resetAt));

/**
 * Before a username is looked up: a caller out of answers gets 429 whatever the name, so that
 * answer says nothing about it.
 */
export const assertUsernameAnswersLeft = async (db: Executor, keys: AnswerKeys) => {
  for (const key of keys) {
    const window = await peekWindow(db, key);
    if (window && window.count >= USERNAME_ANSWERS_PER_HOUR) throw outOfAnswers(window.resetAt);
  }
};

/**
 * Counts `count` "not available" answers in every window; answers the 429 to give instead when
 * one of them is now past its limit. Never inside a transaction: it writes through `db`.
 */
export const countUsernameAnswers = async (
  db: Executor,
  keys: AnswerKeys,
  count = 1,
): Promise<DomainError | undefined> => {
  let refusal: DomainError | undefined;
  for (const key of keys) {
    for (let i = 0; i < count; i += 1) {
      const window = await hitWindow(db, key, WINDOW_SECONDS);
      if (window.count > USERNAME_ANSWERS_PER_HOUR) {
        refusal ??= outOfAnswers(window.resetAt);
        break;
      }
    }
  }
  return refusal;
};

const refuseUsername = async (db: Executor, keys: AnswerKeys): Promise<never> => {
  throw (await countUsernameAnswers(db, keys)) ?? usernameUnavailable();
};

type UniquenessScope = {
  /** The organization the account is (or will be) in: its e-mail addresses are checked. */
  organizationId: number | null;
  /** Who is asking: their "not available" answers are counted (usernameAnswerKeys). */
  answerKeys: AnswerKeys;
  exceptUserId?: number;
};

/**
 * Refuses a username another account has anywhere (case aside; counted, see above), and an
 * e-mail address another member of the same organization has.
 */
export const assertUnique = async (
  db: Executor,
  values: { username?: string; email?: string },
  scope: UniquenessScope,
) => {
  const others = (match: SQL) =>
    scope.exceptUserId === undefined ? match : and(match, ne(users.id, scope.exceptUserId))!;
  if (values.username !== undefined) {
    await assertUsernameAnswersLeft(db, scope.answerKeys);
    if (await findPublicUser(db, others(usernameMatches(values.username))))
      await refuseUsername(db, scope.answerKeys);
  }
  if (
    values.email !== undefined &&
    scope.organizationId !== null &&
    (await findPublicUser(
      db,
      others(and(eq(users.organizationId, scope.organizationId), emailMatches(values.email))!),
    ))
  ) {
    throw emailTaken();
  }
};

/** The same refusal when two writes race and the unique index decides (after the transaction). */
export const rethrowUniqueViolation = async (
  db: Executor,
  error: unknown,
  answerKeys: AnswerKeys,
): Promise<never> => {
  if (isUniqueViolation(error, 'users_username_lower_key')) await refuseUsername(db, answerKeys);
  if (isUniqueViolation(error, 'users_organization_email_lower_key')) throw emailTaken();
  throw error;
};
