import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDateValue } from './date-format';

describe('formatDateValue (spec 9 formats)', () => {
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
