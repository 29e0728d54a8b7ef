import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { type Input, find, record } from './parking-location-record.js';

export const updateParkingLocation = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: Input,
) => {
  await find(db, auth, id);
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    await tx
      .update(parkingLocations)
      .set({ ...input, organizationId: branch.organizationId, updatedAt: new Date().toISOString() })
      .where(eq(parkingLocations.id, id));
    const place = await find(tx, auth, id);
    await record(tx, auth, 'parking_location_updated', place);
    return place;
  });
};
