import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { branches, parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { notFound } from '../../http/errors.js';
import { usableBranch } from '../../http/references.js';
import { inScope } from '../../http/scope.js';
import { deleteOne } from '../../http/delete-one.js';

type Input = { name: string; branchId: number };

export const selectParkingLocations = (db: Executor) =>
  db
    .select({ id: parkingLocations.id, name: parkingLocations.name, branchId: parkingLocations.branchId, organizationId: parkingLocations.organizationId, branchName: branches.name })
    .from(parkingLocations)
    .innerJoin(branches, eq(branches.id, parkingLocations.branchId));

const find = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, parkingLocations.organizationId);
  const [row] = await selectParkingLocations(db).where(scope ? and(eq(parkingLocations.id, id), scope) : eq(parkingLocations.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
};

export const createParkingLocation = async (db: Database, auth: AuthContext, input: Input) => {
  const branch = await usableBranch(db, auth, input.branchId);
  const [created] = await db.insert(parkingLocations).values({ ...input, organizationId: branch.organizationId }).returning({ id: parkingLocations.id });
  return find(db, auth, created!.id);
};

export const updateParkingLocation = async (db: Database, auth: AuthContext, id: number, input: Input) => {
  await find(db, auth, id);
  const branch = await usableBranch(db, auth, input.branchId);
  await db.update(parkingLocations).set({ ...input, organizationId: branch.organizationId, updatedAt: new Date() }).where(eq(parkingLocations.id, id));
  return find(db, auth, id);
};

/** Vehicles parked there stay where they are, only no longer at a named place. */
export const deleteParkingLocation = async (db: Database, auth: AuthContext, id: number) => {
  await find(db, auth, id);
  await deleteOne(db, parkingLocations, eq(parkingLocations.id, id));
};
