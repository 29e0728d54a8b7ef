import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, vehicleLogs } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { answeredLogEntry } from '../../lib/log-notes.js';
import { getVehicle } from './get-vehicle.js';

export const listVehicleLogs = async (db: Database, auth: AuthContext, vehicleId: number) => {
  await getVehicle(db, auth, vehicleId);
  const rows = await db
    .select({ log: vehicleLogs, firstName: users.firstName, lastName: users.lastName })
    .from(vehicleLogs)
    .leftJoin(users, eq(users.id, vehicleLogs.userId))
    .where(eq(vehicleLogs.vehicleId, vehicleId))
    .orderBy(desc(vehicleLogs.timestamp), desc(vehicleLogs.id));
  return rows.map(({ log, firstName, lastName }) => ({
    ...answeredLogEntry(log, { firstName, lastName }),
    vehicleId: log.vehicleId,
    odometerReading: log.odometerReading,
  }));
};
