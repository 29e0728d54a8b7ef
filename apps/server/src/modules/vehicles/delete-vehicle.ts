import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { describe } from './new-vehicles.js';
import { getVehicle } from './get-vehicle.js';

export const deleteVehicle = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getVehicle(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(
      tx,
      vehicles,
      and(eq(vehicles.id, id), eq(vehicles.organizationId, existing.organizationId)),
    );
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'vehicle',
      action: 'vehicle_deleted',
      title: describe(existing),
      details: existing.licensePlate,
      entityType: 'vehicle',
      entityId: id,
    });
  });
};
