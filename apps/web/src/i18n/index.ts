import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@toolyard/shared';
import { languageChunks } from './load-language';
import {
  LANGUAGE_KEY,
  MANUAL_LANGUAGE_KEY,
  initialLanguage,
  readStoredPreferences,
} from '@/lib/language-detection';

/** `bs-hr-sr` is our bundle name, not a BCP-47 tag; Bosnian stands in for the group in markup. */
export const htmlLang = (language: string) => (language === 'bs-hr-sr' ? 'bs' : language);

const start = initialLanguage(readStoredPreferences(), navigator.language);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = htmlLang(language);
  localStorage.setItem(LANGUAGE_KEY, language);
});

/** Resolves once the starting language (and the fallback) has arrived: render after it. */
export const i18nReady = i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    lng: start.language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Only the language in use (a switch loads the next one), never "de-DE"-style variants.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Whether a geolocation lookup may still choose the language (nothing chosen or detected yet). */
export const shouldDetectLanguage = start.detect;

/** A choice the user made: flagged so that detection never overrides it. */
export const chooseLanguage = (language: Language) => {
  localStorage.setItem(MANUAL_LANGUAGE_KEY, 'true');
  void i18n.changeLanguage(language);
};

export default i18n;
