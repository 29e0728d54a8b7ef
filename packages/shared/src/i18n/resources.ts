import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import sq from './locales/sq.json' with { type: 'json' };
import bsHrSr from './locales/bs-hr-sr.json' with { type: 'json' };
import type { Language } from './languages.js';

/** Every language file, keyed by the language codes i18next stores in `i18nextLng`. */
export const I18N_RESOURCES = { en, de, tr, sq, 'bs-hr-sr': bsHrSr } satisfies Record<
  Language,
  object
>;
