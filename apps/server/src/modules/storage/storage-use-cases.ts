import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { storageUnitSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { branches, storageUnits, tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { usableBranch } from '../../data/references.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { unitEditedActivity } from './edit-storage-units.js';

type Input = z.output<typeof storageUnitSchema>;

export const selectUnits = (db: Executor) =>
  db
    .select({ unit: storageUnits, branchName: branches.name })
    .from(storageUnits)
    .innerJoin(branches, eq(branches.id, storageUnits.branchId));

type Row = Awaited<ReturnType<ReturnType<typeof selectUnits>['execute']>>[number];

export const toUnit = ({ unit, branchName }: Row) => ({
  id: unit.id,
  organizationId: unit.organizationId,
  name: unit.name,
  labelCode: unit.labelCode,
  location: unit.location,
  description: unit.description,
  capacity: unit.capacity,
  branchId: unit.branchId,
  branch: { id: unit.branchId, name: branchName },
  createdAt: unit.createdAt,
});

const findUnit = async (db: Executor, auth: AuthContext, id: number) => {
  const scope = inScope(auth, storageUnits.organizationId);
  const [row] = await selectUnits(db)
    .where(scope ? and(eq(storageUnits.id, id), scope) : eq(storageUnits.id, id))
    .limit(1);
  return row ? toUnit(row) : undefined;
};

/**
 * One storage unit of the caller's scope (its page, decision 0028); another organization's: not
 * found.
 */
export const getStorageUnit = async (db: Executor, auth: AuthContext, id: number) => {
  const unit = await findUnit(db, auth, id);
  if (!unit) throw notFound();
  return unit;
};

export const createStorageUnit = async (db: Database, auth: AuthContext, input: Input) => {
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(storageUnits)
      .values({ ...input, organizationId: branch.organizationId })
      .returning({ id: storageUnits.id });
    await recordActivity(tx, auth, {
      organizationId: branch.organizationId,
      type: 'tool',
      action: 'storage_unit_created',
      title: input.name,
      entityType: 'storage_unit',
      entityId: created!.id,
    });
    return (await findUnit(tx, auth, created!.id))!;
  });
};

/**
 * An import's batch of new storage units (checked as createStorageUnit's input is): one INSERT
 * for the units and one activity for the batch, its title the count (the feed words it).
 */
export const insertStorageUnits = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  inputs: readonly Input[],
) => {
  if (inputs.length === 0) return;
  await tx.insert(storageUnits).values(inputs.map((input) => ({ ...input, organizationId })));
  await recordActivity(tx, auth, {
    organizationId,
    type: 'tool',
    action: 'storage_units_imported',
    title: String(inputs.length),
    entityType: 'storage_unit',
    metadata: { count: inputs.length },
  });
};

export const updateStorageUnit = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: Input,
) => {
  const existing = await getStorageUnit(db, auth, id);
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    await tx
      .update(storageUnits)
      .set({ ...input, organizationId: branch.organizationId, updatedAt: new Date().toISOString() })
      .where(eq(storageUnits.id, id));
    await recordActivity(tx, auth, unitEditedActivity(existing.organizationId, id, input.name));
    return (await findUnit(tx, auth, id))!;
  });
};

/** Tools stored in it stay in their branch, simply no longer in this unit. */
export const deleteStorageUnit = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getStorageUnit(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(tx, storageUnits, eq(storageUnits.id, id));
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'tool',
      action: 'storage_unit_deleted',
      title: existing.name,
      entityType: 'storage_unit',
      entityId: id,
    });
  });
};

export const listStoredTools = async (db: Database, auth: AuthContext, id: number) => {
  await getStorageUnit(db, auth, id);
  const rows = await db
    .select({
      id: tools.id,
      name: tools.name,
      serialNumber: tools.serialNumber,
      status: tools.status,
    })
    .from(tools)
    .where(eq(tools.storageUnitId, id))
    .orderBy(asc(tools.name), asc(tools.id));
  return rows;
};
