import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { rateLimited } from '../../lib/domain-errors.js';
import { clearWindow, clientAddressKey, hitWindow, secondsUntil } from '../../data/rate-limit.js';

/**
 * Two limits, and neither lets a stranger lock the owner out of their account
 * (docs/decisions/0013):
 * - failed sign-ins per account *and* client address: ten wrong passwords refuse that address
 *   for that account, nobody else; the owner signing in from anywhere else is never refused;
 * - all attempts per client address: spraying many accounts from one address.
 * Guessing one account from many addresses is not met with a lock (anyone could then refuse
 * anyone), but bounded by these per-address limits and argon2's cost per guess.
 * The client address is the one http/client-address.ts derives: the socket's, or behind a
 * trusted proxy (TRUST_PROXY) the address the proxy was reached from; never a forwarded-for
 * header a caller can make up (decision 0056).
 */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const CLIENT_ATTEMPT_LIMIT = 100;
export const WINDOW_SECONDS = 15 * 60;

// Hashed: a login username may be 255 characters, the key column is too; and no names in the table.
const accountOf = (username: string) =>
  createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
const failureKey = (username: string, ip: string) =>
  `login:failures:${accountOf(username)}:${clientAddressKey(ip)}`;
const clientKey = (ip: string) => `login:client:${clientAddressKey(ip)}`;

const refuse = (resetAt: Date) => {
  const seconds = secondsUntil(resetAt);
  return rateLimited('errors.tooManyLoginAttempts', seconds, {
    minutes: Math.ceil(seconds / 60),
  });
};

/**
 * Counts an attempt before its password is checked, as a failure until it succeeds: parallel
 * guesses from one address cannot overshoot the limit while the hashes are being compared.
 */
export const countLoginAttempt = async (db: Executor, username: string, ip: string) => {
  const client = await hitWindow(db, clientKey(ip), WINDOW_SECONDS);
  if (client.count > CLIENT_ATTEMPT_LIMIT) throw refuse(client.resetAt);
  const failures = await hitWindow(db, failureKey(username, ip), WINDOW_SECONDS);
  if (failures.count > FAILURES_PER_ACCOUNT_AND_ADDRESS) throw refuse(failures.resetAt);
};

/** A right password clears that address's failures for that account, and only those. */
export const recordLoginSuccess = (db: Executor, username: string, ip: string) =>
  clearWindow(db, failureKey(username, ip));
