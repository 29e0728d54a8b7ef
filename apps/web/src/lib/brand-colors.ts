import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  SHADE_STEPS,
  brandShades,
  contrastRatio,
  type Shade,
} from '@toolyard/shared';

// WCAG 2.2 AA for normal text.
const MIN_TEXT_CONTRAST = 4.5;

// The surfaces brand-coloured text sits on (src/index.css): the lightest background a light-theme
// link meets, and the lightest one a dark-theme link meets (a hovered row).
const LIGHT_SURFACE = '#f8fafc';
const DARK_SURFACE = '#1e293b';
const LIGHT_TEXT = '#f1f5f9';
const DARK_TEXT = '#0f172a';

/**
 * White or black, whichever reads better on `background`. One of the two always reaches 4.5:1,
 * so any organization colour gets legible button text.
 */
export const readableTextOn = (background: string) =>
  contrastRatio('#ffffff', background) >= contrastRatio('#000000', background)
    ? '#ffffff'
    : '#000000';

/**
 * The first shade that reads as text on `surface`, walking from `order`'s start; the theme's own
 * text colour when the organization's colour has none that does (a very light or mid colour).
 */
const textShade = (
  shades: Record<Shade, string>,
  order: readonly Shade[],
  surface: string,
  fallback: string,
) =>
  order
    .map((step) => shades[step])
    .find((hex) => contrastRatio(hex, surface) >= MIN_TEXT_CONTRAST) ?? fallback;

type Palette = 'primary' | 'secondary';

/** The CSS variables src/index.css maps to Tailwind colours, for one organization's colours. */
export const brandCssVariables = (
  primary?: string | null,
  secondary?: string | null,
): Record<string, string> => {
  const palettes: Record<Palette, Record<Shade, string>> = {
    primary: brandShades(primary || DEFAULT_PRIMARY_COLOR, DEFAULT_PRIMARY_COLOR),
    secondary: brandShades(secondary || DEFAULT_SECONDARY_COLOR, DEFAULT_SECONDARY_COLOR),
  };

  const variables: Record<string, string> = {};
  for (const palette of ['primary', 'secondary'] as const) {
    for (const step of SHADE_STEPS) {
      const hex = palettes[palette][step];
      variables[`--brand-${palette}-${step}`] = hex;
      variables[`--brand-on-${palette}-${step}`] = readableTextOn(hex);
    }
  }
  variables['--brand-link-light'] = textShade(
    palettes.primary,
    [700, 800, 900],
    LIGHT_SURFACE,
    DARK_TEXT,
  );
  variables['--brand-link-dark'] = textShade(
    palettes.primary,
    [300, 200, 100, 50],
    DARK_SURFACE,
    LIGHT_TEXT,
  );
  return variables;
};

let defaults: Record<string, string> | undefined;

/**
 * The variables last written for the organization, kept for the next start: public/theme-init.js
 * puts them on :root before the first paint, so the organization's colours are there from the
 * first frame and their arrival restyles nothing (decision 0050: a whole-page restyle on a slow
 * phone). Keep the key in step with theme-init.js.
 */
export const KEPT_BRAND_COLORS_KEY = 'brand_colors';

const keep = (written: Record<string, string>) => {
  try {
    if (Object.keys(written).length === 0) localStorage.removeItem(KEPT_BRAND_COLORS_KEY);
    else localStorage.setItem(KEPT_BRAND_COLORS_KEY, JSON.stringify(written));
  } catch {
    // Storage full or blocked: the colours still apply, only a little later at the next start.
  }
};

/**
 * Puts an organization's colours on :root, where every brand class reads them; without colours,
 * the defaults. src/index.css declares the defaults, so only what differs from them is written,
 * and a variable already as wanted is left alone: every write makes the browser restyle the page.
 */
export const applyBrandColors = (primary?: string | null, secondary?: string | null) => {
  const style = document.documentElement.style;
  const written: Record<string, string> = {};
  if (primary || secondary) {
    defaults ??= brandCssVariables();
    for (const [name, value] of Object.entries(brandCssVariables(primary, secondary))) {
      if (value !== defaults[name]) written[name] = value;
    }
  }
  // The stylesheet's defaults show where nothing is written.
  for (const name of Array.from(style)) {
    if (name.startsWith('--brand-') && !(name in written)) style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(written)) {
    if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
  }
  keep(written);
};
