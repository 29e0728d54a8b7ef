import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { getStorageUnit } from './storage-unit-record.js';

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
