export const LANGUAGES = ['en', 'de', 'tr', 'sq', 'bs-hr-sr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, so a visitor finds their own in any UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  tr: 'Türkçe',
  sq: 'Shqip',
  'bs-hr-sr': 'Bosanski / Hrvatski / Srpski',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a BCP-47 tag such as `de-AT` or `hr` to one of our languages, or null. */
export const languageFromTag = (tag: string | null | undefined): Language | null => {
  const prefix = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (prefix === 'de') return 'de';
  if (prefix === 'tr') return 'tr';
  if (prefix === 'sq') return 'sq';
  if (prefix === 'bs' || prefix === 'hr' || prefix === 'sr') return 'bs-hr-sr';
  if (prefix === 'en') return 'en';
  if (tag && isLanguage(tag)) return tag;
  return null;
};
