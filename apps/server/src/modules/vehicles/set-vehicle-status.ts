import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { changeVehicleStatus } from './change-vehicle-status.js';
import { findVehicle } from './vehicle-view.js';

export const setVehicleStatus = (
  db: Database,
  auth: AuthContext,
  id: number,
  change: Parameters<typeof changeVehicleStatus>[3],
) =>
  db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, auth, id);
    if (!vehicle) throw notFound();
    return changeVehicleStatus(tx, auth, vehicle, change);
  });
