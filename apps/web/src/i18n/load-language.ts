import type { BackendModule } from 'i18next';
import type { Language } from '@toolyard/shared';

/**
 * Each language file is its own chunk, fetched when that language is needed (at start and on a
 * switch): five bundled languages were a third of the JavaScript before the first screen.
 */
const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('@toolyard/shared/locales/en.json'),
  de: () => import('@toolyard/shared/locales/de.json'),
  tr: () => import('@toolyard/shared/locales/tr.json'),
  sq: () => import('@toolyard/shared/locales/sq.json'),
  'bs-hr-sr': () => import('@toolyard/shared/locales/bs-hr-sr.json'),
};

const isLanguage = (value: string): value is Language => Object.hasOwn(LOADERS, value);

/** An i18next backend reading our language chunks. */
export const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(new Error(`unknown language ${language}`), false);
    LOADERS[language]().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};
