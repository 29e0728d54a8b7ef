import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18N_RESOURCES, type Language } from '@toolyard/shared';
import { namedVehicles } from './tire-alert-names';

const i18nIn = async (language: Language) => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: I18N_RESOURCES[language] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};

const fleet = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    make: 'VW',
    model: 'Crafter',
    licensePlate: `M-AB ${i + 1}`,
  }));

describe('the vehicles a tire alert names', () => {
  it('names a few vehicles all', async () => {
    expect(namedVehicles(fleet(2), await i18nIn('en'), 'en')).toBe(
      'VW Crafter (M-AB 1), VW Crafter (M-AB 2)',
    );
  });

  it('names the first five of a large fleet and counts the rest, in the reader’s language', async () => {
    const en = namedVehicles(fleet(3_333), await i18nIn('en'), 'en');
    expect(en).toBe(
      'VW Crafter (M-AB 1), VW Crafter (M-AB 2), VW Crafter (M-AB 3), VW Crafter (M-AB 4), VW Crafter (M-AB 5) and 3,328 more',
    );
    expect(en).not.toContain('M-AB 6)');
    const de = namedVehicles(fleet(6), await i18nIn('de'), 'de');
    expect(de).toMatch(/\(M-AB 5\) und 1 weiteres$/);
  });
});
