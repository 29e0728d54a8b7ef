import { describe, expect, it } from 'vitest';
import { formatBytes, formatDays, formatDuration } from '../src/index.js';

// ICU separates number and unit with a no-break space in some languages: compare plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('sizes in the language of the screen', () => {
  it('takes the largest decimal unit a size reaches, with one decimal below ten of it', () => {
    expect(plain(formatBytes(840_000, 'en'))).toBe('840 kB');
    expect(plain(formatBytes(1_500_000, 'en'))).toBe('1.5 MB');
    expect(plain(formatBytes(12_345_678_901, 'en'))).toBe('12 GB');
    expect(plain(formatBytes(0, 'en'))).toMatch(/^0 /);
  });

  it("writes the language's own decimal separator", () => {
    expect(plain(formatBytes(1_500_000, 'de'))).toBe('1,5 MB');
    expect(plain(formatBytes(1_500_000, 'bs-hr-sr'))).toBe('1,5 MB');
    expect(plain(formatBytes(1_500_000, 'tr'))).toBe('1,5 MB');
  });
});

describe('durations in the language of the screen', () => {
  it('says seconds below a minute, minutes below an hour, else hours', () => {
    expect(plain(formatDuration(4_200, 'en'))).toBe('4.2 sec');
    expect(plain(formatDuration(45_000, 'en'))).toBe('45 sec');
    expect(plain(formatDuration(210_000, 'en'))).toBe('3.5 min');
    expect(plain(formatDuration(90 * 60_000, 'en'))).toBe('1.5 hr');
  });

  it("names the unit in the language's own words", () => {
    expect(plain(formatDuration(210_000, 'de'))).toBe('3,5 Min.');
  });

  it('writes whole days in the plural the number takes', () => {
    expect(formatDays(1, 'en')).toBe('1 day');
    expect(formatDays(14, 'en')).toBe('14 days');
    expect(formatDays(14, 'de')).toBe('14 Tage');
    expect(formatDays(3, 'bs-hr-sr')).toBe('3 dana');
  });
});
