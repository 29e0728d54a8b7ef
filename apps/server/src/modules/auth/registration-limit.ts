import type { Executor } from '../../db/client.js';
import { rateLimited } from '../../lib/domain-errors.js';
import { clientAddressKey, hitWindow, secondsUntil } from '../../data/rate-limit.js';

const WINDOW_SECONDS = 3600;

/**
 * Sign-ups per client address and hour (REGISTRATIONS_PER_HOUR): slows down account spam.
 * Counted by the address as every per-address limit counts it (an IPv6 client by its /64).
 */
export const countRegistration = async (db: Executor, ip: string, perHour: number) => {
  const window = await hitWindow(db, `register:client:${clientAddressKey(ip)}`, WINDOW_SECONDS);
  if (window.count > perHour)
    throw rateLimited('errors.tooManyRequests', secondsUntil(window.resetAt));
};
