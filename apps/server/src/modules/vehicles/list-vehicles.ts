import { eq } from 'drizzle-orm';
import type { VehicleListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectVehicles, toVehicle } from './vehicle-view.js';

/** Spec 2 "Vehicles", by make and model; searched over make, model, license plate, VIN and branch name. */
const vehicleList = (db: Executor) =>
  defineList({
    name: 'vehicles',
    db,
    table: vehicles,
    base: () => selectVehicles(db),
    order: { columns: [vehicles.make, vehicles.model, vehicles.id], direction: 'asc' },
    toItem: toVehicle,
    cursorOf: (vehicle) => [vehicle.make, vehicle.model, vehicle.id],
  });

export const listVehicles = (db: Executor, auth: AuthContext, query: VehicleListQuery = {}) =>
  listOrPage(vehicleList(db), query, [
    inScope(auth, vehicles.organizationId),
    query.status ? eq(vehicles.status, query.status) : undefined,
    query.tireType ? eq(vehicles.tireType, query.tireType) : undefined,
  ]);
