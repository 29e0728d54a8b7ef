import type { Database } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { type Input, findUnit } from './storage-unit-record.js';

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
