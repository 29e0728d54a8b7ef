import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { getStorageUnit } from './storage-unit-record.js';

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
