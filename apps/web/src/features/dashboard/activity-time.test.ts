import { describe, expect, it } from 'vitest';
import { formatActivityTime } from './activity-time';

// Local times throughout: the formatter works in the user's own time zone.
const now = new Date(2026, 10, 22, 9, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
const localTime = (...parts: [number, number, number, number, number]) => new Date(...parts);
const english = {
  now,
  language: 'en',
  today: (time: string) => `Today, ${time}`,
  yesterday: (time: string) => `Yesterday, ${time}`,
};

describe('formatActivityTime (activity timestamps)', () => {
  it('says Today for an earlier time of the same local day', () => {
    expect(formatActivityTime(at(2026, 10, 22, 0, 5), english)).toBe('Today, 12:05 AM');
    expect(formatActivityTime(at(2026, 10, 22, 9, 29), english)).toBe('Today, 9:29 AM');
  });

  it('says Yesterday for the local day before, up to its last minute', () => {
    expect(formatActivityTime(at(2026, 10, 21, 23, 59), english)).toBe('Yesterday, 11:59 PM');
    expect(formatActivityTime(at(2026, 10, 21, 0, 0), english)).toBe('Yesterday, 12:00 AM');
  });

  it('gives the full date and time for anything older', () => {
    expect(formatActivityTime(at(2026, 10, 20, 23, 59), english)).toBe('Nov 20, 2026 11:59 PM');
    expect(formatActivityTime(at(2025, 0, 3, 14, 7), english)).toBe('Jan 3, 2025 2:07 PM');
  });

  it('crosses a month and a year boundary correctly', () => {
    const newYear = { ...english, now: new Date(2027, 0, 1, 8, 0) };
    expect(formatActivityTime(at(2026, 11, 31, 18, 45), newYear)).toBe('Yesterday, 6:45 PM');
    expect(formatActivityTime(at(2026, 11, 30, 18, 45), newYear)).toBe('Dec 30, 2026 6:45 PM');
  });

  it("uses the UI language's words, date order and 24-hour clock", () => {
    const german = {
      now,
      language: 'de',
      today: (time: string) => `Heute, ${time}`,
      yesterday: (time: string) => `Gestern, ${time}`,
    };
    expect(formatActivityTime(at(2026, 10, 22, 7, 0), german)).toBe('Heute, 07:00');
    expect(formatActivityTime(at(2026, 10, 21, 20, 30), german)).toBe('Gestern, 20:30');
    expect(formatActivityTime(at(2026, 2, 5, 7, 0), german)).toBe('05.03.2026 07:00');
    const bosnian = { ...german, language: 'bs-hr-sr', today: (time: string) => `Danas u ${time}` };
    expect(
      formatActivityTime(at(2026, 10, 22, 20, 30), {
        ...bosnian,
        now: localTime(2026, 10, 22, 21, 0),
      }),
    ).toBe('Danas u 20:30');
  });

  it('answers null for nothing or nonsense', () => {
    expect(formatActivityTime(null, english)).toBeNull();
    expect(formatActivityTime('', english)).toBeNull();
    expect(formatActivityTime('yesterday-ish', english)).toBeNull();
  });

  it("counts today and yesterday in the organization's zone, not the device's (decision 0061)", () => {
    const inBerlin = {
      ...english,
      now: new Date('2026-11-28T07:00:00.000Z'),
      timeZone: 'Europe/Berlin',
    };
    // 23:30 UTC on the 27th is half past midnight on the 28th in Berlin: today there.
    expect(formatActivityTime('2026-11-27T23:30:00.000Z', inBerlin)).toMatch(
      /^Today, 12:30 AM( GMT\+1)?$/,
    );
    expect(formatActivityTime('2026-11-27T22:30:00.000Z', inBerlin)).toMatch(
      /^Yesterday, 11:30 PM( GMT\+1)?$/,
    );
  });
});
