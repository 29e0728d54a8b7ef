import { z } from '../zod.js';
import type { SeasonMonths } from './season.js';
import { seasonMismatch } from './tire-alert.js';

/**
 * One season of one organization, as a key: `winter-2026` is the winter that began in 2026 (and
 * may run into 2027). A dismissed tyre alert stays dismissed for that key.
 */
export type SeasonKey = `${'winter' | 'summer'}-${number}`;

export const SEASON_KEY_PATTERN = /^(winter|summer)-\d{4}$/;

export const seasonKeySchema = z
  .string({ error: 'validation.invalidValue' })
  .regex(SEASON_KEY_PATTERN, { message: 'validation.invalidValue' });

/** The season of `date`: the tire alert's rule, so a month in neither list counts as summer. */
const seasonOf = (org: SeasonMonths, date: Date) => seasonMismatch(org, date)?.season ?? 'summer';

/**
 * The key of the season `date` falls in, by the organization's months: its season, and the year
 * the contiguous run of that season's months around `date` began — walking back over a year
 * boundary, so with winter November–March, January 2027 is `winter-2026`. When every month is
 * the same season there is no start to find: each calendar year is then its own season.
 * Uses the local calendar month of `date`, as the alert does.
 */
export const seasonKey = (org: SeasonMonths, date: Date): SeasonKey => {
  const season = seasonOf(org, date);
  const start = new Date(date.getFullYear(), date.getMonth(), 1, 12);
  for (let step = 0; step < 11; step += 1) {
    const before = new Date(start.getFullYear(), start.getMonth() - 1, 1, 12);
    if (seasonOf(org, before) !== season) return `${season}-${start.getFullYear()}`;
    start.setTime(before.getTime());
  }
  return `${season}-${date.getFullYear()}`;
};
