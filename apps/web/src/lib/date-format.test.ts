import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDateValue, sameDayIn, withZoneName } from './date-format';
import { deviceZone } from './organization-zone';

describe('formatDateValue (the date formats)', () => {
  it("formats a plain date as 'MMM d, yyyy' on that very day", () => {
    expect(formatDateValue('2027-02-05', 'en')).toBe('Feb 5, 2027');
  });

  it("writes the other languages' own date order, and a 24-hour clock", () => {
    expect(formatDateValue('2027-03-05', 'de')).toBe('05.03.2027');
    expect(formatDateValue('2027-03-05', 'tr')).toBe('5 Mar 2027');
    const evening = new Date(2026, 10, 22, 20, 30).toISOString();
    expect(formatDateValue(evening, 'de', DATE_TIME_FORMAT)).toBe('22.11.2026 20:30');
    expect(formatDateValue(evening, 'sq', DATE_TIME_FORMAT)).toMatch(/^22 nën 2026 20:30$/);
    expect(formatDateValue(evening, 'bs-hr-sr', DATE_TIME_FORMAT)).toBe('22. stu 2026. 20:30');
  });

  it('formats a timestamp with the time', () => {
    const local = new Date(2026, 10, 22, 15, 4).toISOString();
    expect(formatDateValue(local, 'en', DATE_TIME_FORMAT)).toBe('Nov 22, 2026 3:04 PM');
  });

  it('answers null for nothing or nonsense', () => {
    expect(formatDateValue(null, 'en')).toBeNull();
    expect(formatDateValue('', 'en')).toBeNull();
    expect(formatDateValue('not a date', 'en')).toBeNull();
  });
});

describe("formatDateValue in the organization's zone (decision 0061)", () => {
  // 21:08 UTC is 22:08 in Berlin in November, 06:08 the next day in Tokyo.
  const returned = '2026-11-27T21:08:00.000Z';
  const elsewhere = deviceZone() === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';

  it("shows a timestamp in the organization's zone, whatever the device's, and names the zone", () => {
    const berlin = formatDateValue(returned, 'de', DATE_TIME_FORMAT, 'Europe/Berlin');
    const zoneNamed = deviceZone() !== 'Europe/Berlin';
    expect(berlin).toBe(zoneNamed ? '27.11.2026 22:08 MEZ' : '27.11.2026 22:08');
    expect(formatDateValue(returned, 'en', DATE_TIME_FORMAT, 'Asia/Tokyo')).toMatch(
      /^Nov 28, 2026 6:08 AM( GMT\+9)?$/,
    );
  });

  it("gives a timestamp's day in the organization's zone: late evening in New York is the next day in Berlin", () => {
    expect(formatDateValue('2026-11-28T02:30:00.000Z', 'en', undefined, 'Europe/Berlin')).toBe(
      'Nov 28, 2026',
    );
    expect(formatDateValue('2026-11-28T02:30:00.000Z', 'en', undefined, 'America/New_York')).toBe(
      'Nov 27, 2026',
    );
  });

  it("names no zone when the device is in the organization's own", () => {
    const text = formatDateValue(returned, 'en', DATE_TIME_FORMAT, deviceZone());
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026 \d{1,2}:08 [AP]M$/);
  });

  it('names the zone of a device elsewhere, and keeps a calendar date the very day', () => {
    expect(withZoneName('Today, 06:08', new Date(returned), 'en', elsewhere)).not.toBe(
      'Today, 06:08',
    );
    expect(withZoneName('Today, 06:08', new Date(returned), 'en', undefined)).toBe('Today, 06:08');
    expect(formatDateValue('2027-02-05', 'en', undefined, 'Pacific/Kiritimati')).toBe(
      'Feb 5, 2027',
    );
  });

  it('tells whether two instants share a day in the zone', () => {
    const lateEvening = new Date('2026-11-27T23:30:00.000Z');
    const nextMorning = new Date('2026-11-28T07:00:00.000Z');
    expect(sameDayIn(lateEvening, nextMorning, 'Europe/Berlin')).toBe(true);
    expect(sameDayIn(lateEvening, nextMorning, 'UTC')).toBe(false);
  });
});
