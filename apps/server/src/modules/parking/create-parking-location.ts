import type { Database } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { type Input, find, record } from './parking-location-record.js';

export const createParkingLocation = async (db: Database, auth: AuthContext, input: Input) => {
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(parkingLocations)
      .values({ ...input, organizationId: branch.organizationId })
      .returning({ id: parkingLocations.id });
    const place = await find(tx, auth, created!.id);
    await record(tx, auth, 'parking_location_created', place);
    return place;
  });
};
