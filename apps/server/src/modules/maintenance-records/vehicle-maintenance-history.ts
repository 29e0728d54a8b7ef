import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { maintenanceRecords } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findVehicle } from '../vehicles/index.js';
import { historyOf } from './maintenance-history.js';

export const vehicleMaintenanceHistory = async (db: Database, auth: AuthContext, id: number) => {
  const vehicle = await findVehicle(db, auth, id);
  if (!vehicle) throw notFound();
  return historyOf(db, eq(maintenanceRecords.vehicleId, vehicle.id));
};
