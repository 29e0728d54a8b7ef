import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { branches, parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { usableBranch } from '../../data/references.js';
import { inScope } from '../../data/scope.js';
import { deleteOne } from '../../data/delete-one.js';
import { recordActivity } from '../../lib/activity.js';

type Input = { name: string; branchId: number };

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

const find = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, parkingLocations.organizationId);
  const [row] = await selectParkingLocations(db)
    .where(scope ? and(eq(parkingLocations.id, id), scope) : eq(parkingLocations.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

/** Parking places are in the audit trail and the live events like storage units. */
const record = (
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

/** Vehicles parked there stay where they are, only no longer at a named place. */
export const deleteParkingLocation = async (db: Database, auth: AuthContext, id: number) => {
  const place = await find(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(tx, parkingLocations, eq(parkingLocations.id, id));
    await record(tx, auth, 'parking_location_deleted', place);
  });
};
