import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale } from './number-format';

describe('formatNumber', () => {
  it('groups digits the way the UI language does', () => {
    expect(formatNumber(84512, 'en')).toBe('84,512');
    expect(formatNumber(84512, 'de')).toBe('84.512');
  });

  it('accepts our combined language and anything unknown', () => {
    expect(intlLocale('bs-hr-sr')).toBe('bs');
    expect(intlLocale(undefined)).toBe('en');
    expect(formatNumber(7, 'bs-hr-sr')).toBe('7');
    expect(formatNumber(7, 'not a tag!')).toBe('7');
  });
});
