import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber } from './number-format';

describe('formatNumber', () => {
  it('groups digits the way the UI language does', () => {
    expect(formatNumber(84512, 'en')).toBe('84,512');
    expect(formatNumber(84512, 'de')).toBe('84.512');
  });

  it('writes our combined language like its dates, and anything unknown in English', () => {
    expect(formatNumber(84512, 'bs-hr-sr')).toBe('84.512');
    expect(formatAmount('1234.5', 'bs-hr-sr')).toBe('1.234,50');
    expect(formatNumber(84512, undefined)).toBe('84,512');
    expect(formatNumber(84512, 'not a tag!')).toBe('84,512');
  });
});
