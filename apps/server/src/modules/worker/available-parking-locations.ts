import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

export const availableParkingLocations = (db: Database, auth: AuthContext) =>
  db
    .select({
      id: parkingLocations.id,
      name: parkingLocations.name,
      labelCode: parkingLocations.labelCode,
      branchId: parkingLocations.branchId,
      branchName: branches.name,
    })
    .from(parkingLocations)
    .innerJoin(branches, eq(branches.id, parkingLocations.branchId))
    .where(inScope(auth, parkingLocations.organizationId))
    .orderBy(asc(branches.name), asc(parkingLocations.name), asc(parkingLocations.id));
