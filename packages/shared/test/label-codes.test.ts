import { describe, expect, it } from 'vitest';
import { labelPath, normalizeLabelCode } from '../src/labels/label-codes.js';

describe('label codes as typed or scanned', () => {
  it('reads any case, with or without the dash or spaces, as the stored form', () => {
    expect(normalizeLabelCode('k7qf3m9x')).toBe('K7QF-3M9X');
    expect(normalizeLabelCode('K7QF-3M9X')).toBe('K7QF-3M9X');
    expect(normalizeLabelCode(' k7qf 3m9x ')).toBe('K7QF-3M9X');
  });

  it('refuses what cannot be a code: the left-out signs, another length, other characters', () => {
    for (const input of [
      'K7QF-3M9O',
      'K7QF-3M91',
      'K7QF-3M9I',
      'K7QF-3M9L',
      'K7QF-3M9',
      'K7QF-3M9XA',
      '../../x',
      '',
    ])
      expect(normalizeLabelCode(input), input).toBeUndefined();
  });

  it("is what a label's QR code opens", () => {
    expect(labelPath('K7QF-3M9X')).toBe('/l/K7QF-3M9X');
  });
});
