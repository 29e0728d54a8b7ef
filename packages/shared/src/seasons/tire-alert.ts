import { currentSeason, type SeasonMonths } from './season.js';

export type TireAlertVehicle = {
  id: number;
  make: string;
  model: string;
  licensePlate: string;
  // Same values as inventory's TIRE_TYPES, spelled out so season code does not depend on inventory.
  tireType: 'winter' | 'summer' | 'all_season' | null;
};

export type TireAlert<V extends TireAlertVehicle = TireAlertVehicle> = {
  season: 'winter' | 'summer';
  /** The tyres that do not fit the season: summer tyres in winter, winter tyres in summer. */
  wrongTireType: 'summer' | 'winter';
  vehicles: V[];
};

export type TireAlertOptions = {
  /**
   * Spec 4 describes two rules for a month that is in neither list (possible only with stored
   * lists that do not cover the year, since the settings always save summer as the complement of
   * winter):
   * - true (default): the vehicles screen's rule, "anything not winter is summer", so winter
   *   tyres are flagged in that month;
   * - false: the season is all-season, and all-season never raises an alert.
   */
  notWinterIsSummer?: boolean;
};

/**
 * Spec 4 tire alert: in winter, vehicles on summer tyres; in summer, vehicles on winter tyres.
 * Vehicles without a tyre type and those on all-season tyres never trigger it. Null when nobody
 * is on the wrong tyres, so the banner simply does not render.
 */
export const tireAlert = <V extends TireAlertVehicle>(
  org: SeasonMonths,
  vehicles: readonly V[],
  date: Date,
  options: TireAlertOptions = {},
): TireAlert<V> | null => {
  const mismatch = seasonMismatch(org, date, options);
  if (!mismatch) return null;
  const wrong = vehicles.filter((vehicle) => vehicle.tireType === mismatch.wrongTireType);
  return wrong.length === 0 ? null : { ...mismatch, vehicles: wrong };
};

/** The season on `date` and the tyres that do not fit it; null in an all-season month. */
export const seasonMismatch = (
  org: SeasonMonths,
  date: Date,
  { notWinterIsSummer = true }: TireAlertOptions = {},
): Omit<TireAlert, 'vehicles'> | null => {
  const found = currentSeason(org, date);
  const season = found === 'all_season' && notWinterIsSummer ? 'summer' : found;
  if (season === 'all_season') return null;
  return { season, wrongTireType: season === 'winter' ? 'summer' : 'winter' };
};

/** How the alert names a vehicle: "make model (plate)". */
export const vehicleLabel = (vehicle: Pick<TireAlertVehicle, 'make' | 'model' | 'licensePlate'>) =>
  `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`;
