import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, I18N_RESOURCES, LANGUAGES, type Language } from '@toolyard/shared';
import {
  LANGUAGE_KEY,
  MANUAL_LANGUAGE_KEY,
  initialLanguage,
  readStoredPreferences,
} from '@/lib/language-detection';

const resources = Object.fromEntries(
  Object.entries(I18N_RESOURCES).map(([language, translation]) => [language, { translation }]),
);

/** `bs-hr-sr` is our bundle name, not a BCP-47 tag; Bosnian stands in for the group in markup. */
export const htmlLang = (language: string) => (language === 'bs-hr-sr' ? 'bs' : language);

const start = initialLanguage(readStoredPreferences(), navigator.language);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = htmlLang(language);
  localStorage.setItem(LANGUAGE_KEY, language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: start.language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // All languages are bundled, so initialising synchronously lets the first render be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Whether a geolocation lookup may still choose the language (nothing chosen or detected yet). */
export const shouldDetectLanguage = start.detect;

/** A choice the user made: flagged so that detection never overrides it (spec 4). */
export const chooseLanguage = (language: Language) => {
  localStorage.setItem(MANUAL_LANGUAGE_KEY, 'true');
  void i18n.changeLanguage(language);
};

export default i18n;
