import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatInstant, isTimeZone } from '../src/index.js';

// 19:30 UTC on a November day: 20:30 in Berlin (CET), 22:30 in Istanbul.
const EVENING = '2026-11-23T19:30:00.000Z';

describe('server-printed dates and times (decision 0029)', () => {
  it("keeps the spec's English formats: 'MMM d, yyyy' and 'h:mm a'", () => {
    expect(formatCalendarDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatInstant(EVENING, 'en', 'Europe/Berlin')).toBe(
      'Nov 23, 2026 8:30 PM (Europe/Berlin)',
    );
  });

  it("writes the other languages' own date order and a 24-hour clock", () => {
    expect(formatCalendarDate('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatInstant(EVENING, 'de', 'Europe/Berlin')).toBe('23.11.2026 20:30 (Europe/Berlin)');
    expect(formatInstant(EVENING, 'tr', 'Europe/Istanbul')).toBe(
      '23 Kas 2026 22:30 (Europe/Istanbul)',
    );
    expect(formatInstant(EVENING, 'sq', 'Europe/Tirane')).toMatch(/^23 nën 2026 20:30 /);
    expect(formatInstant(EVENING, 'bs-hr-sr', 'Europe/Sarajevo')).toMatch(
      /^23\. stu 2026\. 20:30 /,
    );
  });

  it('prints the instant in the given zone, across midnight too', () => {
    expect(formatInstant('2026-11-23T23:30:00Z', 'en', 'Europe/Berlin')).toBe(
      'Nov 24, 2026 12:30 AM (Europe/Berlin)',
    );
    expect(formatInstant('2026-11-23T23:30:00Z', 'en', 'UTC')).toBe('Nov 23, 2026 11:30 PM (UTC)');
  });

  it('knows IANA zones by either of their names, and refuses made-up ones', () => {
    for (const zone of ['Europe/Berlin', 'UTC', 'Asia/Kolkata', 'America/New_York'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus', '', 'Europe/Berlin; drop table', '../etc'])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});
