import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDateValue } from './date-format';

describe('formatDateValue (spec 9 formats)', () => {
  it("formats a plain date as 'MMM d, yyyy' on that very day", () => {
    expect(formatDateValue('2027-02-05', 'en')).toBe('Feb 5, 2027');
  });

  it('follows the UI language', () => {
    expect(formatDateValue('2027-03-05', 'de')).toMatch(/^März 5, 2027$|^Mär\.? 5, 2027$/);
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
