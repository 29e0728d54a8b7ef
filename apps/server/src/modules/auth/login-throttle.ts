import type { Executor } from '../../db/client.js';
import { tooManyRequests } from '../../http/errors.js';
import { clearWindow, hitWindow, peekWindow, secondsUntil } from '../../lib/rate-limit.js';

/**
 * Two independent limits: failed attempts per account (guessing one password from many
 * addresses) and all attempts per client address (spraying many accounts from one). The client
 * address is the socket's, never a forwarded-for header a caller can make up.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const CLIENT_ATTEMPT_LIMIT = 100;
export const WINDOW_SECONDS = 15 * 60;

const accountKey = (username: string) => `login:account:${username.trim().toLowerCase()}`;
const clientKey = (ip: string) => `login:client:${ip}`;

const refuse = (resetAt: Date) => {
  const seconds = secondsUntil(resetAt);
  return tooManyRequests('errors.tooManyLoginAttempts', seconds, { minutes: Math.ceil(seconds / 60) });
};

export const checkLoginAllowed = async (db: Executor, username: string, ip: string) => {
  const client = await hitWindow(db, clientKey(ip), WINDOW_SECONDS);
  if (client.count > CLIENT_ATTEMPT_LIMIT) throw refuse(client.resetAt);
  const account = await peekWindow(db, accountKey(username));
  if (account && account.count >= ACCOUNT_FAILURE_LIMIT) throw refuse(account.resetAt);
};

export const recordLoginFailure = (db: Executor, username: string) =>
  hitWindow(db, accountKey(username), WINDOW_SECONDS);

export const recordLoginSuccess = (db: Executor, username: string) => clearWindow(db, accountKey(username));
