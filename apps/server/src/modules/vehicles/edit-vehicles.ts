import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { vehicleUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { updateMany } from '../../data/update-many.js';
import { recordVehiclesEdited } from './move-vehicle.js';
import type { VehicleView } from './vehicle-view.js';

/**
 * What an edit may change of a vehicle: the form's fields. Never its status (a move's) nor an
 * odometer reading (a move's log entry).
 */
export type VehicleEdit = Omit<
  z.output<typeof vehicleUpdateSchema>,
  'status' | 'odometerReading' | 'odometerCorrection' | 'odometerConfirmed'
>;
type VehicleEditField = keyof VehicleEdit;

/** The columns an edit writes, by the form's field names (in the form's order). */
export const VEHICLE_EDITABLE_COLUMNS = {
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  licensePlate: vehicles.licensePlate,
  vinNumber: vehicles.vinNumber,
  lastServiceDate: vehicles.lastServiceDate,
  nextServiceDate: vehicles.nextServiceDate,
  nextServiceKm: vehicles.nextServiceKm,
  serviceIntervalDays: vehicles.serviceIntervalDays,
  serviceIntervalKm: vehicles.serviceIntervalKm,
  nextRegistration: vehicles.nextRegistration,
  nextTechnicalCheckup: vehicles.nextTechnicalCheckup,
  tireType: vehicles.tireType,
  tireYear: vehicles.tireYear,
  branchId: vehicles.branchId,
  name: vehicles.name,
  currentLocation: vehicles.currentLocation,
  fuelLevel: vehicles.fuelLevel,
  notes: vehicles.notes,
} satisfies Record<VehicleEditField, AnyPgColumn>;
const FIELDS = Object.keys(VEHICLE_EDITABLE_COLUMNS) as VehicleEditField[];

/** A vehicle's values an edit compares with. */
export type EditableVehicle = Pick<VehicleView, VehicleEditField>;

/** The fields `edit` gives a value other than the vehicle's (absent ones stay as they are). */
export const changedVehicleFields = (
  vehicle: EditableVehicle,
  edit: VehicleEdit,
): VehicleEditField[] =>
  FIELDS.filter((field) => edit[field] !== undefined && edit[field] !== vehicle[field]);

/** A vehicle's edit as an import plans it: the vehicle as it was judged, and what changes. */
export type PlannedVehicleEdit = {
  vehicle: Pick<VehicleView, 'id' | 'make' | 'model' | 'licensePlate'>;
  set: VehicleEdit;
  fields: readonly VehicleEditField[];
};

/**
 * An import's batch of edits (decision 0060), checked as updateVehicle's input is (a branch of
 * the organization): one UPDATE for the vehicles — each only its changed columns — one INSERT
 * for their log entries and one for their activity rows. Answers how many changed.
 */
export const writeVehicleEdits = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  edits: readonly PlannedVehicleEdit[],
) => {
  const changed = await updateMany(
    tx,
    vehicles,
    VEHICLE_EDITABLE_COLUMNS,
    organizationId,
    edits.map(({ vehicle, set, fields }) => ({
      id: vehicle.id,
      set: Object.fromEntries(fields.map((field) => [field, set[field]])),
    })),
  );
  await recordVehiclesEdited(
    tx,
    auth,
    edits
      .filter(({ vehicle }) => changed.has(vehicle.id))
      .map(({ vehicle, set, fields }) => ({
        id: vehicle.id,
        organizationId,
        make: set.make ?? vehicle.make,
        model: set.model ?? vehicle.model,
        licensePlate: set.licensePlate ?? vehicle.licensePlate,
        fields,
      })),
  );
  return changed.size;
};
