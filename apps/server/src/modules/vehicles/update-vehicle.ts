import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { updateOwnedRow } from '../../data/update-owned-row.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { changeVehicleStatus } from './change-vehicle-status.js';
import { recordVehicleEdited } from './move-vehicle.js';
import { changedVehicleFields } from './edit-vehicles.js';
import { findVehicle } from './vehicle-view.js';
import { type UpdateInput } from './new-vehicles.js';
import { getVehicle } from './get-vehicle.js';

/**
 * Edits fields; a different status goes through the status machine, logged, in the same
 * transaction. An edit that changes something writes a log entry naming the changed fields and
 * one activity (recordVehicleEdited; an import's batch writes the same, decision 0060).
 */
export const updateVehicle = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: UpdateInput,
) => {
  const existing = await getVehicle(db, auth, id);
  const { status, odometerReading, odometerCorrection, odometerConfirmed, ...fields } = input;
  if (fields.branchId !== undefined && fields.branchId !== existing.branchId)
    await usableBranch(db, auth, fields.branchId);
  const changed = changedVehicleFields(existing, fields);
  return db.transaction(async (tx) => {
    if (changed.length > 0) await updateOwnedRow(tx, vehicles, existing, fields);
    let vehicle = (await findVehicle(tx, auth, id))!;
    if (status !== undefined && status !== vehicle.status) {
      vehicle = await changeVehicleStatus(tx, auth, vehicle, {
        status,
        odometerReading,
        odometerCorrection,
        odometerConfirmed,
      });
    } else if (changed.length > 0) {
      vehicle = await recordVehicleEdited(tx, auth, vehicle, changed);
    }
    return vehicle;
  });
};
