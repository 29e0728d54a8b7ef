import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { recordVehicleCreated } from './move-vehicle.js';
import { findVehicle } from './vehicle-view.js';
import { checkInitialStatus, newItemRow } from '../items/index.js';
import type { CreateInput } from './new-vehicles.js';

export const createVehicle = async (db: Database, auth: AuthContext, input: CreateInput) => {
  checkInitialStatus(input);
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(vehicles)
      .values(newItemRow('vehicle', input, branch.organizationId, new Date().toISOString()))
      .returning({ id: vehicles.id });
    return recordVehicleCreated(tx, auth, (await findVehicle(tx, auth, created!.id))!);
  });
};
