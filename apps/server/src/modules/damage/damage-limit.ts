import type { Executor } from '../../db/client.js';
import { rateLimited } from '../../lib/domain-errors.js';
import { hitWindow, secondsUntil } from '../../data/rate-limit.js';

/**
 * Every report's photos are decoded and re-encoded, and kept in the database. A worker reports
 * damage a few times a day at most; this stops a loop filling the database with photos.
 */
const DAMAGE_REPORTS_PER_USER_PER_HOUR = 30;
const WINDOW_SECONDS = 3600;

/** Counts a report before its photos are read, so a refused one costs no decoding. */
export const countDamageReport = async (db: Executor, userId: number) => {
  const window = await hitWindow(db, `damage:user:${userId}`, WINDOW_SECONDS);
  if (window.count <= DAMAGE_REPORTS_PER_USER_PER_HOUR) return;
  const seconds = secondsUntil(window.resetAt);
  throw rateLimited('errors.tooManyDamageReports', seconds, { minutes: Math.ceil(seconds / 60) });
};
