import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../data/activity.js';

export type Input = { name: string; branchId: number };

export const selectParkingLocations = (db: Executor) =>
  db
    .select({
      id: parkingLocations.id,
      name: parkingLocations.name,
      labelCode: parkingLocations.labelCode,
      branchId: parkingLocations.branchId,
      organizationId: parkingLocations.organizationId,
      branchName: branches.name,
    })
    .from(parkingLocations)
    .innerJoin(branches, eq(branches.id, parkingLocations.branchId));

export const find = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, parkingLocations.organizationId);
  const [row] = await selectParkingLocations(db)
    .where(scope ? and(eq(parkingLocations.id, id), scope) : eq(parkingLocations.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

/** Parking places are in the audit trail and the live events like storage units. */
export const record = (
  tx: Executor,
  auth: AuthContext,
  action: string,
  place: { id: number; name: string; organizationId: number },
) =>
  recordActivity(tx, auth, {
    organizationId: place.organizationId,
    type: 'vehicle',
    action,
    title: place.name,
    entityType: 'parking_location',
    entityId: place.id,
  });
