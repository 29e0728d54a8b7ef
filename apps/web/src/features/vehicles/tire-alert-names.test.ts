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

/** The server's answer for a fleet of `total` on the wrong tyres: the total and the first five. */
const onWrongTires = (total: number) => ({
  total,
  vehicles: Array.from({ length: Math.min(total, 5) }, (_, i) => ({
    id: i + 1,
    make: 'VW',
    model: 'Crafter',
    licensePlate: `M-AB ${i + 1}`,
  })),
});

describe('the vehicles a tire alert names', () => {
  it('names a few vehicles all', async () => {
    expect(namedVehicles(onWrongTires(2), await i18nIn('en'), 'en')).toBe(
      'VW Crafter (M-AB 1), VW Crafter (M-AB 2)',
    );
  });

  it('names the five it was sent and counts the rest of the total, in the reader’s language', async () => {
    const en = namedVehicles(onWrongTires(3_333), await i18nIn('en'), 'en');
    expect(en).toBe(
      'VW Crafter (M-AB 1), VW Crafter (M-AB 2), VW Crafter (M-AB 3), VW Crafter (M-AB 4), VW Crafter (M-AB 5) and 3,328 more',
    );
    const de = namedVehicles(onWrongTires(6), await i18nIn('de'), 'de');
    expect(de).toMatch(/\(M-AB 5\) und 1 weiteres$/);
  });

  it('names exactly five of five, with nothing more to count', async () => {
    expect(namedVehicles(onWrongTires(5), await i18nIn('en'), 'en')).toMatch(/\(M-AB 5\)$/);
  });
});
