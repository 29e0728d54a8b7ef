import type { Executor } from '../../db/client.js';
import { vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  EDITED_ACTION,
  editedNote,
  moveItem,
  recordItemsImported,
  recordItemsEdited,
  recordMove,
  type ItemColumns,
  type ItemKind,
  type Move,
} from '../../data/move-item.js';
import { findVehicle, readVehicles, vehicleListOrder, type VehicleView } from './vehicle-view.js';

/** What a vehicle's move may set besides its status; its log entry carries the odometer where one was read. */
export type VehicleMove = Move<
  VehicleView,
  ItemColumns<typeof vehicles>,
  { odometerReading?: number | null }
>;

const title = (vehicle: Pick<VehicleView, 'make' | 'model'>) => `${vehicle.make} ${vehicle.model}`;
export const vehicleKind: ItemKind<VehicleView> = {
  type: 'vehicle',
  table: vehicles,
  logTable: vehicleLogs,
  logItemKey: 'vehicleId',
  find: findVehicle,
  read: readVehicles,
  listOrder: vehicleListOrder,
  title,
  details: (vehicle) => vehicle.licensePlate,
};

/** Every change of a vehicle's status: admin's status change, assignment, a worker's confirm and return. */
export const moveVehicle = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  move: VehicleMove,
) => moveItem(tx, auth, vehicleKind, vehicle, move);

/** What a new vehicle's first log entry says: the status it started in. */
const createdRecord = (vehicle: { status: string }) => ({
  note: { code: 'created' as const, values: { status: vehicle.status } },
  log: {},
});

/** A new vehicle's first log entry and activity. */
export const recordVehicleCreated = (tx: Executor, auth: AuthContext, vehicle: VehicleView) =>
  recordMove(tx, auth, vehicleKind, vehicle, 'created', {
    ...createdRecord(vehicle),
    activity: { action: 'vehicle_created', details: vehicle.licensePlate },
  });

/** The first log entries of an import's batch of new vehicles, and one activity for the batch. */
export const recordVehiclesImported = (
  tx: Executor,
  auth: AuthContext,
  created: ReadonlyArray<{ id: number; organizationId: number; status: string }>,
) => recordItemsImported(tx, auth, vehicleKind, created, createdRecord);

/** An edit of a vehicle's details (the form's): its log entry names the fields, and one activity. */
export const recordVehicleEdited = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  fields: readonly string[],
) =>
  recordMove(tx, auth, vehicleKind, vehicle, EDITED_ACTION, {
    note: editedNote(fields),
    log: {},
    activity: { action: 'vehicle_updated', details: vehicle.licensePlate },
  });

/** The same for an import's batch of edited vehicles: each its log entry and activity, two INSERTs. */
export const recordVehiclesEdited = (
  tx: Executor,
  auth: AuthContext,
  edited: ReadonlyArray<{
    id: number;
    organizationId: number;
    make: string;
    model: string;
    licensePlate: string;
    fields: readonly string[];
  }>,
) =>
  recordItemsEdited(tx, auth, vehicleKind, edited, (vehicle) => ({
    log: {},
    activity: {
      action: 'vehicle_updated',
      title: title(vehicle),
      details: vehicle.licensePlate,
    },
  }));
