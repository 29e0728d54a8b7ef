import { LOGO_URL_PATTERN } from '@toolyard/shared';

/** How a logo's URL names it: `/uploads/logos/<name>.png`, the name a random UUID (storeLogo). */
export const LOGO_FILE_NAME = /^([a-f0-9-]{36})\.png$/;

/** The URL an organization saves as its logoUrl for the logo stored under `name`. */
export const logoUrlOf = (name: string) => `/uploads/logos/${name}.png`;

/** The stored logo's name in one of our logo URLs; null for none or for anything else. */
export const logoNameOf = (logoUrl: string | null | undefined): string | null => {
  if (!logoUrl || !LOGO_URL_PATTERN.test(logoUrl)) return null;
  return LOGO_FILE_NAME.exec(logoUrl.slice('/uploads/logos/'.length))?.[1] ?? null;
};
