export const DEFAULT_PRIMARY_COLOR = '#3B82F6';
export const DEFAULT_SECONDARY_COLOR = '#10B981';

export const HEX_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const SHADE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Shade = (typeof SHADE_STEPS)[number];

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb | null => {
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

const lighten = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => c + (255 - c) * amount) as Rgb;
const darken = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => c * (1 - amount)) as Rgb;

/**
 * 50–400 lighten by 0.95, 0.9, 0.8, 0.7, 0.6; 500 is the colour itself; 600–900 darken
 * by 0.1–0.4. An invalid colour yields the shades of the fallback.
 */
export const brandShades = (
  hex: string,
  fallback = DEFAULT_PRIMARY_COLOR,
): Record<Shade, string> => {
  const base = parseHex(hex) ?? parseHex(fallback) ?? [59, 130, 246];
  return {
    50: toHex(lighten(base, 0.95)),
    100: toHex(lighten(base, 0.9)),
    200: toHex(lighten(base, 0.8)),
    300: toHex(lighten(base, 0.7)),
    400: toHex(lighten(base, 0.6)),
    500: toHex(base),
    600: toHex(darken(base, 0.1)),
    700: toHex(darken(base, 0.2)),
    800: toHex(darken(base, 0.3)),
    900: toHex(darken(base, 0.4)),
  };
};

/** WCAG relative luminance, to pick readable text on a brand colour. */
export const relativeLuminance = (hex: string): number => {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
};
