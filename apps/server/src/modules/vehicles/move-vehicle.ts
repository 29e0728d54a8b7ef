import type { Executor } from '../../db/client.js';
import { vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { moveItem, recordMove, type ItemKind, type Move } from '../../lib/move-item.js';
import { findVehicle, type VehicleView } from './vehicle-view.js';

/** What a vehicle's move may set besides its status; its log entry carries the odometer where one was read. */
type VehicleColumns = Partial<
  Omit<typeof vehicles.$inferInsert, 'id' | 'organizationId' | 'status' | 'updatedAt'>
>;
export type VehicleMove = Move<VehicleView, VehicleColumns, { odometerReading?: number | null }>;

const title = (vehicle: VehicleView) => `${vehicle.make} ${vehicle.model}`;
export const vehicleKind: ItemKind<VehicleView> = {
  type: 'vehicle',
  table: vehicles,
  logTable: vehicleLogs,
  logItemKey: 'vehicleId',
  find: findVehicle,
  title,
};

/** Every change of a vehicle's status: admin's status change, assignment, a worker's confirm and return. */
export const moveVehicle = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  move: VehicleMove,
) => moveItem(tx, auth, vehicleKind, vehicle, move);

/** A new vehicle's first log entry and activity. */
export const recordVehicleCreated = (tx: Executor, auth: AuthContext, vehicle: VehicleView) =>
  recordMove(tx, auth, vehicleKind, vehicle, 'created', {
    note: { code: 'created', values: { status: vehicle.status } },
    log: {},
    activity: { action: 'vehicle_created', details: vehicle.licensePlate },
  });
