import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  SEASON_KEY_PATTERN,
  seasonKey,
  seasonKeySchema,
  seasonMismatch,
} from '../src/index.js';

const defaults = { winterMonths: DEFAULT_WINTER_MONTHS, summerMonths: DEFAULT_SUMMER_MONTHS };
// Local dates, because the season follows the calendar month the user sees.
const on = (year: number, month: number, day = 15) => new Date(year, month - 1, day, 12);

describe('seasonKey: one key per season, named by the year it began', () => {
  it('names a winter over the new year by the year it began', () => {
    expect(seasonKey(defaults, on(2026, 11, 1))).toBe('winter-2026');
    expect(seasonKey(defaults, on(2026, 12, 31))).toBe('winter-2026');
    expect(seasonKey(defaults, on(2027, 1, 15))).toBe('winter-2026');
    expect(seasonKey(defaults, on(2027, 3, 31))).toBe('winter-2026');
    expect(seasonKey(defaults, on(2027, 11, 1))).toBe('winter-2027');
  });

  it('names a summer by its year, and a new one each year', () => {
    expect(seasonKey(defaults, on(2026, 4, 1))).toBe('summer-2026');
    expect(seasonKey(defaults, on(2026, 7, 15))).toBe('summer-2026');
    expect(seasonKey(defaults, on(2026, 10, 31))).toBe('summer-2026');
    expect(seasonKey(defaults, on(2027, 4, 1))).toBe('summer-2027');
  });

  it("follows the organization's months, walking back over the year boundary", () => {
    const alpine = { winterMonths: '10,11,12,1,2,3,4', summerMonths: '5,6,7,8,9' };
    expect(seasonKey(alpine, on(2027, 4, 30))).toBe('winter-2026');
    expect(seasonKey(alpine, on(2026, 10, 1))).toBe('winter-2026');
    expect(seasonKey(alpine, on(2026, 9, 30))).toBe('summer-2026');
    // A summer that runs over the new year (southern hemisphere): begun in the earlier year.
    const south = { winterMonths: '6,7,8', summerMonths: '9,10,11,12,1,2,3,4,5' };
    expect(seasonKey(south, on(2027, 2, 1))).toBe('summer-2026');
    expect(seasonKey(south, on(2026, 9, 1))).toBe('summer-2026');
    expect(seasonKey(south, on(2026, 7, 1))).toBe('winter-2026');
  });

  it('counts a month in neither list as summer, as the alert does', () => {
    // Stored lists that leave April and October out: they belong to the summer around them.
    const gaps = { winterMonths: '11,12,1,2,3', summerMonths: '5,6,7,8,9' };
    for (const month of [4, 6, 10]) {
      expect(seasonMismatch(gaps, on(2026, month))?.season).toBe('summer');
      expect(seasonKey(gaps, on(2026, month)), `month ${month}`).toBe('summer-2026');
    }
    // No lists at all (or broken ones): all year summer, each calendar year its own.
    expect(seasonKey({ winterMonths: '', summerMonths: '' }, on(2026, 12))).toBe('summer-2026');
    expect(seasonKey({ winterMonths: 'x', summerMonths: 'y' }, on(2027, 1))).toBe('summer-2027');
  });

  it('with every month winter, each calendar year is its own winter', () => {
    const always = { winterMonths: '1,2,3,4,5,6,7,8,9,10,11,12', summerMonths: '' };
    expect(seasonKey(always, on(2026, 1, 1))).toBe('winter-2026');
    expect(seasonKey(always, on(2026, 12, 31))).toBe('winter-2026');
    expect(seasonKey(always, on(2027, 1, 1))).toBe('winter-2027');
  });

  it('always answers a key of the stored shape', () => {
    for (let month = 1; month <= 12; month += 1) {
      const key = seasonKey(defaults, on(2026, month));
      expect(key).toMatch(SEASON_KEY_PATTERN);
      expect(seasonKeySchema.safeParse(key).success).toBe(true);
    }
    for (const bad of ['winter', 'autumn-2026', 'winter-26', ' winter-2026', 'winter-2026 '])
      expect(seasonKeySchema.safeParse(bad).success, bad).toBe(false);
  });
});
