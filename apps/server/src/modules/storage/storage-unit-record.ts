import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { storageUnitSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../data/activity.js';

export type Input = z.output<typeof storageUnitSchema>;

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

export const findUnit = async (db: Executor, auth: AuthContext, id: number) => {
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
