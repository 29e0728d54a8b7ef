import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deleteOne } from '../../data/delete-one.js';
import { find, record } from './parking-location-record.js';

/** Vehicles parked there stay where they are, only no longer at a named place. */
export const deleteParkingLocation = async (db: Database, auth: AuthContext, id: number) => {
  const place = await find(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(tx, parkingLocations, eq(parkingLocations.id, id));
    await record(tx, auth, 'parking_location_deleted', place);
  });
};
