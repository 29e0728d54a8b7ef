import { currentSeason, type SeasonMonths } from './season.js';

/**
 * The tyres that can be wrong for a season: summer tyres in winter, winter tyres in summer.
 * All-season tyres (and a vehicle without a tyre type) never are. Same values as inventory's
 * TIRE_TYPES, spelled out so season code does not depend on inventory.
 */
export const WRONG_TIRE_TYPES = ['summer', 'winter'] as const;
export type WrongTireType = (typeof WRONG_TIRE_TYPES)[number];

/**
 * How many vehicles the alert names; the rest it counts ("… and 3,328 more"). The server sends
 * no more than these, so a fleet of thousands is never downloaded for one sentence.
 */
export const TIRE_ALERT_NAMED_VEHICLES = 5;

export type TireAlertVehicle = {
  id: number;
  make: string;
  model: string;
  licensePlate: string;
};

/** The server's answer for one kind of tyre: how many vehicles are on it, and the first few. */
export type VehiclesOnTires<V extends TireAlertVehicle = TireAlertVehicle> = {
  total: number;
  vehicles: V[];
};

export type TireAlert<V extends TireAlertVehicle = TireAlertVehicle> = {
  season: 'winter' | 'summer';
  /** The tyres that do not fit the season: summer tyres in winter, winter tyres in summer. */
  wrongTireType: WrongTireType;
  /** How many vehicles are on them. */
  total: number;
  /** The ones the alert names: at most TIRE_ALERT_NAMED_VEHICLES. */
  vehicles: V[];
};

export type TireAlertOptions = {
  /**
   * There are two possible rules for a month that is in neither list (possible only with stored
   * lists that do not cover the year, since the settings always save summer as the complement of
   * winter):
   * - true (default): the vehicles screen's rule, "anything not winter is summer", so winter
   *   tyres are flagged in that month;
   * - false: the season is all-season, and all-season never raises an alert.
   */
  notWinterIsSummer?: boolean;
};

/**
 * The tire alert: in winter, vehicles on summer tyres; in summer, vehicles on winter tyres.
 * `onWrongTires` is the server's answer for the season's wrong tyres (`seasonMismatch` names
 * them), so vehicles on all-season tyres or none are never among them. Null in an all-season
 * month or when nobody is on the wrong tyres, so the banner simply does not render.
 */
export const tireAlert = <V extends TireAlertVehicle>(
  org: SeasonMonths,
  onWrongTires: VehiclesOnTires<V>,
  date: Date,
  options: TireAlertOptions = {},
): TireAlert<V> | null => {
  const mismatch = seasonMismatch(org, date, options);
  if (!mismatch || onWrongTires.total === 0) return null;
  return {
    ...mismatch,
    total: onWrongTires.total,
    vehicles: onWrongTires.vehicles.slice(0, TIRE_ALERT_NAMED_VEHICLES),
  };
};

/** The season on `date` and the tyres that do not fit it; null in an all-season month. */
export const seasonMismatch = (
  org: SeasonMonths,
  date: Date,
  { notWinterIsSummer = true }: TireAlertOptions = {},
): Omit<TireAlert, 'vehicles' | 'total'> | null => {
  const found = currentSeason(org, date);
  const season = found === 'all_season' && notWinterIsSummer ? 'summer' : found;
  if (season === 'all_season') return null;
  return { season, wrongTireType: season === 'winter' ? 'summer' : 'winter' };
};

/** How the alert names a vehicle: "make model (plate)". */
export const vehicleLabel = (vehicle: Pick<TireAlertVehicle, 'make' | 'model' | 'licensePlate'>) =>
  `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`;
