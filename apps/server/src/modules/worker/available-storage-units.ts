import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

/**
 * Where a worker can bring things back (id, name, branchName; and the branch's id), with
 * the label's code a scan chooses it by.
 */
export const availableStorageUnits = (db: Database, auth: AuthContext) =>
  db
    .select({
      id: storageUnits.id,
      name: storageUnits.name,
      labelCode: storageUnits.labelCode,
      branchId: storageUnits.branchId,
      branchName: branches.name,
    })
    .from(storageUnits)
    .innerJoin(branches, eq(branches.id, storageUnits.branchId))
    .where(inScope(auth, storageUnits.organizationId))
    .orderBy(asc(branches.name), asc(storageUnits.name), asc(storageUnits.id));
