import { VEHICLE_STATUSES, type VehicleStatus } from '@toolyard/shared';
import { filterBySearch } from '@/lib/text-search';
import type { Vehicle } from './api';

/** Vehicles: the status tabs, "all" first. A parked vehicle counts as available. */
export const VEHICLE_FILTERS = ['all', ...VEHICLE_STATUSES] as const;
export type VehicleFilter = (typeof VEHICLE_FILTERS)[number];

/** Make, model, license plate, VIN and branch name. */
export const vehicleSearchFields = (vehicle: Vehicle) => [
  vehicle.make,
  vehicle.model,
  vehicle.licensePlate,
  vehicle.vinNumber,
  vehicle.branch.name,
];

/**
 * Which vehicles a status tab and a search show: the spec's rule. The screen asks the server for
 * them (`status`, `search`); this keeps the rule, pinned down by its tests, as the reference.
 */
export const filterVehicles = (
  vehicles: readonly Vehicle[],
  { status, query }: { status: VehicleFilter; query: string },
) =>
  filterBySearch(
    status === 'all'
      ? vehicles
      : vehicles.filter((vehicle) => vehicle.status === (status as VehicleStatus)),
    query,
    vehicleSearchFields,
  );
