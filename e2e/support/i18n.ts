import en from '../../packages/shared/src/i18n/locales/en.json' with { type: 'json' };
import de from '../../packages/shared/src/i18n/locales/de.json' with { type: 'json' };

/** The app's own words, so tests read like the screens and follow their translations. */
export const EN = en;
export const DE = de;
