import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { unitEditedActivity } from './edit-storage-units.js';
import { type Input, findUnit, getStorageUnit } from './storage-unit-record.js';

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
