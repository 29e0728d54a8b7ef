import { describe, expect, it } from 'vitest';
import {
  brandShades,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
} from '../src/index.js';

describe('brand shades', () => {
  it('keeps the colour at 500, lightens towards 50 and darkens towards 900', () => {
    const shades = brandShades('#3B82F6');
    expect(shades[500]).toBe('#3b82f6');
    // 50 = 95 % of the way to white: 0x3b + (255 - 0x3b) * 0.95 = 245.2 → f5
    expect(shades[50]).toBe('#f5f9ff');
    // 900 = darkened by 0.4: 0x3b * 0.6 = 35.4 → 23
    expect(shades[900]).toBe('#234e94');
    expect(Object.keys(shades)).toEqual([
      '50',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
    ]);
  });

  it('expands 3-digit colours and falls back for invalid ones', () => {
    expect(brandShades('#f00')[500]).toBe('#ff0000');
    expect(brandShades('red')[500]).toBe(DEFAULT_PRIMARY_COLOR.toLowerCase());
  });

  it('accepts only # with 3 or 6 hex digits', () => {
    expect(['#fff', '#A1b2C3'].every((c) => HEX_COLOR_PATTERN.test(c))).toBe(true);
    expect(['fff', '#ffff', '#ggg', '#1234567'].some((c) => HEX_COLOR_PATTERN.test(c))).toBe(false);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
