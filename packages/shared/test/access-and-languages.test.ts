import { describe, expect, it } from 'vitest';
import {
  canOpenRoute,
  homeRouteFor,
  I18N_RESOURCES,
  interpolate,
  languageFromTag,
  LANGUAGES,
} from '../src/index.js';

describe('access rules', () => {
  it('sends each role home', () => {
    expect(homeRouteFor('superadmin')).toBe('/users');
    expect(homeRouteFor('org_admin')).toBe('/organization-dashboard');
    expect(homeRouteFor('worker')).toBe('/my-stuff');
    expect(homeRouteFor('someone-else')).toBe('/dashboard');
  });

  it('follows the route table', () => {
    expect(canOpenRoute('/users', 'superadmin')).toBe(true);
    expect(canOpenRoute('/users', 'org_admin')).toBe(false);
    expect(canOpenRoute('/workers', 'org_admin')).toBe(true);
    expect(canOpenRoute('/my-stuff', 'org_admin')).toBe(false);
    expect(canOpenRoute('/my-stuff', 'worker')).toBe(true);
    expect(canOpenRoute('/tools', 'worker')).toBe(false);
    expect(canOpenRoute('/reports', 'worker')).toBe(true);
    expect(canOpenRoute('/organization', 'superadmin')).toBe(false);
  });
});

describe('languages', () => {
  it('maps browser tags to our five languages', () => {
    expect(languageFromTag('de-AT')).toBe('de');
    expect(languageFromTag('tr')).toBe('tr');
    expect(languageFromTag('sq-AL')).toBe('sq');
    expect(['bs', 'hr-HR', 'sr-Latn'].map(languageFromTag)).toEqual([
      'bs-hr-sr',
      'bs-hr-sr',
      'bs-hr-sr',
    ]);
    expect(languageFromTag('fr-FR')).toBeNull();
    expect(languageFromTag('bs-hr-sr')).toBe('bs-hr-sr');
  });

  it('interpolates {{placeholders}} like i18next', () => {
    expect(interpolate('Try again in {{minutes}} minutes.', { minutes: 5 })).toBe(
      'Try again in 5 minutes.',
    );
  });

  const flatten = (value: unknown, prefix = ''): Record<string, string> =>
    Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
      (all, [key, child]) => {
        const path = prefix + key;
        if (typeof child === 'string') all[path] = child;
        else Object.assign(all, flatten(child, `${path}.`));
        return all;
      },
      {},
    );

  const english = flatten(I18N_RESOURCES.en);

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key English has, and the same placeholders',
    (language) => {
      const translated = flatten(I18N_RESOURCES[language]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
        expect(placeholders(translated[key]!), key).toEqual(placeholders(text));
      }
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s is really translated, not a copy of English',
    (language) => {
      const translated = flatten(I18N_RESOURCES[language]);
      // Names, brand words and symbols may stay the same; most sentences may not. A text of
      // placeholders and punctuation only ("{{name}} ({{branch}})") has no words to translate.
      const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
      const same = Object.entries(english).filter(
        ([key, text]) => translated[key] === text && text.length > 12 && hasWords(text),
      );
      expect(same.map(([key]) => key)).toEqual([]);
    },
  );
});
