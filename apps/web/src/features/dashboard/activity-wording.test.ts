import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import {
  Bell,
  Building,
  Building2,
  CalendarCheck,
  CalendarRange,
  CalendarX,
  Hammer,
  MapPin,
  Truck,
  UserRound,
  Warehouse,
} from 'lucide-react';
import { I18N_RESOURCES, createTranslator, type Language } from '@toolyard/shared';
import { describeActivity } from './activity-wording';
import { activityDetailLine } from './activity-details';

const translate = createTranslator(I18N_RESOURCES);
const tIn = (language: Language) =>
  ((key: string, values?: Record<string, string>) =>
    translate(language, key, values)) as unknown as TFunction;
const t = tIn('en');

const entry = (type: 'tool' | 'vehicle' | 'report' | 'alert', action: string, title: string) => ({
  type,
  action,
  title,
  user: 'Wanda Worker',
});

describe('recent activity says who did what', () => {
  it('says a booking was made or cancelled for its site, in the reader’s language', () => {
    const made = describeActivity(entry('alert', 'reservation_created', 'HafenCity Lot 4'), t);
    const cancelled = describeActivity(
      entry('alert', 'reservation_cancelled', 'HafenCity Lot 4'),
      tIn('de'),
    );
    expect(made).toEqual({
      icon: CalendarCheck,
      sentence: 'Wanda Worker booked items for HafenCity Lot 4',
    });
    expect(cancelled).toEqual({
      icon: CalendarX,
      sentence: 'Wanda Worker hat eine Buchung für HafenCity Lot 4 storniert',
    });
  });

  it('tells create, edit and delete of the same tool apart, naming the person', () => {
    const said = ['tool_created', 'tool_updated', 'tool_deleted'].map(
      (action) => describeActivity(entry('tool', action, 'Core drill'), t).sentence,
    );
    expect(said).toEqual([
      'Wanda Worker created tool “Core drill”',
      'Wanda Worker edited tool “Core drill”',
      'Wanda Worker deleted tool “Core drill”',
    ]);
    expect(describeActivity(entry('tool', 'tool_created', 'Core drill'), t).icon).toBe(Hammer);
  });

  it('words organization, branch, site and season changes as such, not as alerts', () => {
    const organization = describeActivity(entry('alert', 'organization_updated', 'Builders'), t);
    expect(organization).toEqual({
      icon: Building,
      sentence: 'Wanda Worker edited organization “Builders”',
    });
    expect(describeActivity(entry('alert', 'branch_created', 'North'), t)).toEqual({
      icon: Building2,
      sentence: 'Wanda Worker created branch “North”',
    });
    expect(describeActivity(entry('alert', 'site_deleted', 'Dock 4'), t).icon).toBe(MapPin);
    expect(describeActivity(entry('alert', 'seasons_updated', 'Builders'), t)).toEqual({
      icon: CalendarRange,
      sentence: 'Wanda Worker changed the season months of “Builders”',
    });
    for (const action of ['organization_updated', 'branch_created', 'seasons_updated'])
      expect(describeActivity(entry('alert', action, 'x'), t).sentence).not.toMatch(/alert/i);
    expect(describeActivity(entry('alert', 'notification_sent', 'Tyres'), t).icon).toBe(Bell);
  });

  it('words status changes and their detail line in the reader language, never as codes', () => {
    const moved = entry('vehicle', 'status_change_to_pending_confirmation', 'Ford Transit');
    expect(describeActivity(moved, t)).toEqual({
      icon: Truck,
      sentence: 'Wanda Worker set vehicle “Ford Transit” to “Pending confirmation”',
    });
    expect(
      activityDetailLine({ type: 'vehicle', details: 'M-AB 1 · pending_confirmation' }, t),
    ).toBe('M-AB 1 · Pending confirmation');
    expect(describeActivity(moved, tIn('de')).sentence).toBe(
      'Wanda Worker hat das Fahrzeug „Ford Transit“ auf „Bestätigung ausstehend“ gesetzt',
    );
  });

  it("words an import's batch with the number of tools, in the reader's language", async () => {
    // Plural forms are i18next's (the shared translator has none): the app's own engine here.
    const i18nIn = async (language: Language) => {
      const instance = i18next.createInstance();
      await instance.init({
        lng: language,
        resources: { [language]: { translation: I18N_RESOURCES[language] } },
        interpolation: { escapeValue: false },
      });
      return instance.t;
    };
    const en = await i18nIn('en');
    expect(describeActivity(entry('tool', 'tools_imported', '250'), en)).toEqual({
      icon: Hammer,
      sentence: 'Wanda Worker imported 250 tools',
    });
    expect(describeActivity(entry('tool', 'tools_imported', '1'), en).sentence).toBe(
      'Wanda Worker imported 1 tool',
    );
    const de = await i18nIn('de');
    expect(describeActivity(entry('tool', 'tools_imported', '3'), de).sentence).toBe(
      'Wanda Worker hat 3 Werkzeuge importiert',
    );
    expect(describeActivity(entry('vehicle', 'vehicles_imported', '2'), en)).toEqual({
      icon: Truck,
      sentence: 'Wanda Worker imported 2 vehicles',
    });
    expect(describeActivity(entry('tool', 'storage_units_imported', '1'), en)).toEqual({
      icon: Warehouse,
      sentence: 'Wanda Worker imported 1 storage unit',
    });
    // A user's entry reaches the feed as an alert (recent-activity.ts).
    expect(describeActivity(entry('alert', 'workers_imported', '12'), de)).toEqual({
      icon: UserRound,
      sentence: 'Wanda Worker hat 12 Mitarbeiter importiert',
    });
  });

  it('says someone when the person is gone', () => {
    expect(
      describeActivity({ ...entry('report', 'report_created', 'Pour'), user: null }, t).sentence,
    ).toBe('Someone created report “Pour”');
  });
});
