import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, vehicleLogs } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { answeredNote } from '../../lib/log-notes.js';
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
    id: log.id,
    vehicleId: log.vehicleId,
    userId: log.userId,
    action: log.action,
    odometerReading: log.odometerReading,
    ...answeredNote(log),
    timestamp: log.timestamp,
    user: firstName !== null ? { firstName, lastName: lastName ?? '' } : null,
  }));
};
