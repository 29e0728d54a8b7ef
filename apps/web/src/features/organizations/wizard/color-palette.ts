import { HEX_COLOR_PATTERN } from '@toolyard/shared';

/** The wizard's 20 ready-made colours; the two defaults are among them. */
export const COLOR_PALETTE = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#0EA5E9',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#D946EF',
  '#EC4899',
  '#F43F5E',
  '#64748B',
  '#78716C',
  '#1E293B',
] as const;

export const randomColor = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

/** "#abc" → "#AABBCC"; null for anything that is not a hex colour. */
export const normalizeHex = (value: string): string | null => {
  const hex = value.trim();
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toUpperCase()}`;
};

export const sameColor = (a: string, b: string) => {
  const left = normalizeHex(a);
  return left !== null && left === normalizeHex(b);
};
