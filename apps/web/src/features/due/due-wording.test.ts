import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  I18N_RESOURCES,
  LANGUAGES,
  type Due,
  type DueReason,
  type Language,
} from '@toolyard/shared';
import { dueLines, duePhrases, dueSummary } from './due-wording';

const wordingIn = async (language: Language) => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: I18N_RESOURCES[language] } },
    interpolation: { escapeValue: false },
  });
  return { t: instance.t, language };
};

const reason = (fields: Partial<DueReason> & Pick<DueReason, 'kind' | 'state'>): DueReason => ({
  date: null,
  kmLeft: null,
  ...fields,
});

const due = (...reasons: DueReason[]): Due => ({
  state: reasons[0]?.state ?? 'ok',
  reasons,
});

const lines = async (
  value: Due,
  nextServiceDate: string | null = null,
  language: Language = 'en',
) => dueLines(value, await wordingIn(language), nextServiceDate).map((line) => line.text);

describe('the due reasons in words, in every language', () => {
  it('says when maintenance, registration and a checkup fall or fell due', async () => {
    expect(
      await lines(
        due(
          reason({ kind: 'technical_checkup', state: 'overdue', date: '2026-11-22' }),
          reason({ kind: 'registration', state: 'due_soon', date: '2026-11-29' }),
        ),
      ),
    ).toEqual(['Technical checkup overdue since Nov 22, 2026', 'Registration due on Nov 29, 2026']);
    expect(
      await lines(due(reason({ kind: 'maintenance', state: 'overdue', date: '2026-11-01' }))),
    ).toEqual(['Maintenance overdue since Nov 1, 2026']);
  });

  it('words a service by odometer in kilometres, before and past it', async () => {
    expect(await lines(due(reason({ kind: 'service', state: 'due_soon', kmLeft: 800 })))).toEqual([
      'Service due in 800 km',
    ]);
    expect(
      await lines(
        due(reason({ kind: 'service', state: 'overdue', kmLeft: -50, date: '2026-11-20' })),
      ),
    ).toEqual(['Service overdue by 50 km']);
    expect(await lines(due(reason({ kind: 'service', state: 'overdue', kmLeft: 0 })))).toEqual([
      'Service due now by the odometer',
    ]);
    expect(
      await lines(due(reason({ kind: 'service', state: 'due_soon', kmLeft: 12_500 })), null, 'de'),
    ).toEqual(['Inspektion fällig in 12.500 km']);
  });

  it('marks a service day as a forecast only when it is not the set date', async () => {
    const forecast = reason({
      kind: 'service',
      state: 'due_soon',
      date: '2026-12-03',
      kmLeft: 800,
    });
    expect(await lines(due(forecast), '2027-03-01')).toEqual([
      'Service due on Dec 3, 2026 (forecast from the average daily distance)',
      'Service due in 800 km',
    ]);
    expect(await lines(due(forecast), '2026-12-03')).toEqual([
      'Service due on Dec 3, 2026',
      'Service due in 800 km',
    ]);
    // Without kilometres there is no forecast: the day is the set one.
    expect(
      await lines(due(reason({ kind: 'service', state: 'due_soon', date: '2026-12-03' }))),
    ).toEqual(['Service due on Dec 3, 2026']);
    expect(
      await lines(
        due(reason({ kind: 'service', state: 'overdue', date: '2026-11-20', kmLeft: 300 })),
        null,
      ),
    ).toEqual(['Service overdue since Nov 20, 2026 (forecast from the average daily distance)']);
  });

  it('sums a badge up: its state, then every reason in short', async () => {
    const wording = await wordingIn('en');
    const value = due(
      reason({ kind: 'technical_checkup', state: 'overdue', date: '2026-11-22' }),
      reason({ kind: 'registration', state: 'due_soon', date: '2026-11-29' }),
      reason({ kind: 'service', state: 'due_soon', kmLeft: 800 }),
    );
    expect(dueSummary(value, wording)).toBe(
      'Overdue: technical checkup since Nov 22, 2026; registration due Nov 29, 2026; service due in 800 km',
    );
    expect(
      dueSummary(due(reason({ kind: 'service', state: 'overdue', kmLeft: -1_200 })), wording),
    ).toBe('Overdue: service 1,200 km over');
    expect(dueSummary(due(), wording)).toBeNull();
    expect(dueLines(due(), wording)).toEqual([]);
  });

  it('has every phrase in every language, its values filled in', async () => {
    const every = due(
      reason({ kind: 'maintenance', state: 'overdue', date: '2026-11-22' }),
      reason({ kind: 'service', state: 'overdue', kmLeft: -50 }),
      reason({ kind: 'service', state: 'overdue', kmLeft: 0 }),
      reason({ kind: 'service', state: 'overdue', date: '2026-11-20', kmLeft: 10 }),
      reason({ kind: 'service', state: 'due_soon', date: '2026-12-03', kmLeft: 800 }),
      reason({ kind: 'registration', state: 'due_soon', date: '2026-11-29' }),
      reason({ kind: 'technical_checkup', state: 'due_soon' }),
      reason({ kind: 'registration', state: 'overdue' }),
    );
    for (const language of LANGUAGES) {
      const wording = await wordingIn(language);
      const said = [
        ...dueLines(every, wording).map((line) => line.text),
        dueSummary(every, wording),
      ];
      for (const text of said) {
        expect(text).not.toMatch(/\{\{|due\.|^$/);
      }
      if (language !== 'en') {
        expect(said).not.toEqual([
          ...dueLines(every, await wordingIn('en')).map((line) => line.text),
          dueSummary(every, await wordingIn('en')),
        ]);
      }
    }
  });

  it('gives one phrase per fact it can prove', () => {
    expect(
      duePhrases(
        reason({ kind: 'service', state: 'due_soon', date: '2026-12-03', kmLeft: 800 }),
        '2026-12-03',
      ),
    ).toEqual([
      { kind: 'service', form: 'dueOn', date: '2026-12-03', forecast: false },
      { kind: 'service', form: 'dueInKm', km: 800 },
    ]);
  });
});
