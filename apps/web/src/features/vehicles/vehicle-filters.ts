import { VEHICLE_STATUSES } from '@toolyard/shared';
import { filterItems, statusTabsOf } from '@/lib/status-filters';
import type { Vehicle } from './api';

/** Vehicles: the status tabs, "all" first. A parked vehicle counts as available. */
export const VEHICLE_FILTERS = statusTabsOf(VEHICLE_STATUSES);

/**
 * Which vehicles a tab and a search show (the server's rule, kept as the reference): the search
 * reads make, model, license plate, VIN and branch name.
 */
export const filterVehicles = (
  vehicles: readonly Vehicle[],
  view: { status: string; query: string },
) =>
  filterItems(vehicles, view, (vehicle) => [
    vehicle.make,
    vehicle.model,
    vehicle.licensePlate,
    vehicle.vinNumber,
    vehicle.branch.name,
  ]);
