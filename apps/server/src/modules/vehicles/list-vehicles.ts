import { eq, type SQL } from 'drizzle-orm';
import type { VehicleListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectVehicles, toVehicle } from './vehicle-view.js';

const vehicleList = (
  db: Executor,
): ListDefinition<Parameters<typeof toVehicle>[0], ReturnType<typeof toVehicle>> => ({
  db,
  table: vehicles,
  order: { columns: [vehicles.make, vehicles.model, vehicles.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectVehicles(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toVehicle,
  cursorOf: (vehicle) => [vehicle.make, vehicle.model, vehicle.id],
});

/** Spec 2 "Vehicles": the status tab, and the search over make, model, license plate, VIN and branch name. */
const vehicleFilters = (auth: AuthContext, query: VehicleListQuery): Array<SQL | undefined> => [
  inScope(auth, vehicles.organizationId),
  query.status ? eq(vehicles.status, query.status) : undefined,
  searchMatches(vehicles, query.search),
];

export const listVehicles = (db: Executor, auth: AuthContext, query: VehicleListQuery = {}) =>
  listOrPage(vehicleList(db), query, vehicleFilters(auth, query));
