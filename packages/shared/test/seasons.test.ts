import { describe, expect, it } from 'vitest';
import {
  currentSeason,
  seasonMismatch,
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  tireAlert,
  TIRE_ALERT_NAMED_VEHICLES,
  vehicleLabel,
  type TireAlertVehicle,
} from '../src/index.js';

const defaults = { winterMonths: DEFAULT_WINTER_MONTHS, summerMonths: DEFAULT_SUMMER_MONTHS };
// Local dates, because the season follows the calendar month the user sees.
const inMonth = (month: number) => new Date(2025, month - 1, 15, 12);

const vehicle = (id: number): TireAlertVehicle => ({
  id,
  make: 'Volkswagen',
  model: 'Crafter',
  licensePlate: `M-TY ${id}`,
});
/** The server's answer: how many are on the asked tyres, and the first few of them. */
const onTires = (total: number) => ({
  total,
  vehicles: Array.from({ length: Math.min(total, TIRE_ALERT_NAMED_VEHICLES) }, (_, i) =>
    vehicle(i + 1),
  ),
});
const alertIds = (alert: ReturnType<typeof tireAlert>) => alert?.vehicles.map((v) => v.id);

describe('current season', () => {
  it('uses the default months', () => {
    expect(currentSeason(defaults, inMonth(1))).toBe('winter');
    expect(currentSeason(defaults, inMonth(11))).toBe('winter');
    expect(currentSeason(defaults, inMonth(3))).toBe('winter');
    expect(currentSeason(defaults, inMonth(4))).toBe('summer');
    expect(currentSeason(defaults, inMonth(7))).toBe('summer');
  });

  it('uses custom months', () => {
    const alpine = { winterMonths: '10,11,12,1,2,3,4', summerMonths: '5,6,7,8,9' };
    expect(currentSeason(alpine, inMonth(4))).toBe('winter');
    expect(currentSeason(alpine, inMonth(10))).toBe('winter');
    expect(currentSeason(alpine, inMonth(5))).toBe('summer');
  });

  it('is all-season for a month in neither list, or when the lists are broken', () => {
    const gap = { winterMonths: '12,1,2', summerMonths: '6,7,8' };
    expect(currentSeason(gap, inMonth(4))).toBe('all_season');
    expect(currentSeason({ winterMonths: 'x', summerMonths: '' }, inMonth(1))).toBe('all_season');
  });
});

describe('tire alert', () => {
  it('is about summer tyres in winter and winter tyres in summer', () => {
    expect(tireAlert(defaults, onTires(2), inMonth(1))).toMatchObject({
      season: 'winter',
      wrongTireType: 'summer',
      total: 2,
    });
    expect(tireAlert(defaults, onTires(2), inMonth(7))).toMatchObject({
      season: 'summer',
      wrongTireType: 'winter',
      total: 2,
    });
  });

  it('counts the whole fleet on the wrong tyres but names only the first few', () => {
    const alert = tireAlert(defaults, onTires(3_333), inMonth(1));
    expect(alert?.total).toBe(3_333);
    expect(alertIds(alert)).toEqual([1, 2, 3, 4, 5]);
    // However many an answer carries, the alert names no more.
    const long = { total: 9, vehicles: Array.from({ length: 9 }, (_, i) => vehicle(i + 1)) };
    expect(tireAlert(defaults, long, inMonth(1))?.vehicles).toHaveLength(TIRE_ALERT_NAMED_VEHICLES);
  });

  it('gives no alert when nobody is on the wrong tyres', () => {
    expect(tireAlert(defaults, onTires(0), inMonth(12))).toBeNull();
    expect(tireAlert(defaults, onTires(0), inMonth(8))).toBeNull();
  });

  it('treats a month in neither list as summer by default, and as no alert otherwise', () => {
    const gap = { winterMonths: '12,1,2', summerMonths: '6,7,8' };
    const alert = tireAlert(gap, onTires(2), inMonth(4));
    expect(alert).toMatchObject({ season: 'summer', wrongTireType: 'winter' });
    expect(alertIds(alert)).toEqual([1, 2]);
    expect(tireAlert(gap, onTires(2), inMonth(4), { notWinterIsSummer: true })).toEqual(alert);
    expect(tireAlert(gap, onTires(2), inMonth(4), { notWinterIsSummer: false })).toBeNull();
    // Real winter is unaffected by the option.
    expect(
      tireAlert(gap, onTires(2), inMonth(1), { notWinterIsSummer: false })?.wrongTireType,
    ).toBe('summer');
  });

  it('names vehicles as make, model and plate', () => {
    expect(vehicleLabel(vehicle(7))).toBe('Volkswagen Crafter (M-TY 7)');
  });
});

describe('seasonMismatch', () => {
  const months = { winterMonths: DEFAULT_WINTER_MONTHS, summerMonths: DEFAULT_SUMMER_MONTHS };
  it('names the tyres that do not fit the season, so only those vehicles need to be fetched', () => {
    expect(seasonMismatch(months, new Date(2026, 11, 1))).toEqual({
      season: 'winter',
      wrongTireType: 'summer',
    });
    expect(seasonMismatch(months, new Date(2026, 6, 1))).toEqual({
      season: 'summer',
      wrongTireType: 'winter',
    });
  });
  it('has no wrong tyres in an all-season month when that rule is chosen', () => {
    expect(
      seasonMismatch({ winterMonths: '[1]', summerMonths: '[7]' }, new Date(2026, 3, 1), {
        notWinterIsSummer: false,
      }),
    ).toBeNull();
  });
});
