import { eq } from 'drizzle-orm';
import type { StorageUnitListQuery, StorageUnitSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { keptCountFor } from '../../data/row-counts.js';
import { inScope } from '../../data/scope.js';
import { postingsOf } from '../../data/word-postings.js';
import { selectUnits, toUnit } from './storage-unit-record.js';

type Unit = ReturnType<typeof toUnit>;

/** The storage units table's sorts, one per shown column, the unit's id last. */
const unitSorts: Record<StorageUnitSort, ListSort<Unit>> = {
  name: { columns: [storageUnits.name, storageUnits.id], cursorOf: (unit) => [unit.name, unit.id] },
  location: {
    columns: [storageUnits.location, storageUnits.id],
    cursorOf: (unit) => [unit.location, unit.id],
  },
  branch: {
    columns: [branches.name, storageUnits.id],
    cursorOf: (unit) => [unit.branch.name, unit.id],
  },
  capacity: {
    columns: [storageUnits.capacity, storageUnits.id],
    nullable: true,
    cursorOf: (unit) => [unit.capacity, unit.id],
  },
};

/** The storage units list, by name; searched over name, location, description and branch. */
const list = (db: Executor, auth: AuthContext) =>
  defineList({
    name: 'storage-units',
    db,
    table: storageUnits,
    base: () => selectUnits(db),
    sorts: unitSorts,
    defaultSort: 'name',
    toItem: toUnit,
    ...postingsOf(auth, 'storage_units', 'name'),
  });

export const listStorageUnits = (
  db: Executor,
  auth: AuthContext,
  query: StorageUnitListQuery = {},
) =>
  listOrPage(
    list(db, auth),
    query,
    [
      inScope(auth, storageUnits.organizationId),
      query.branchId ? eq(storageUnits.branchId, query.branchId) : undefined,
    ],
    keptCountFor(auth, query, { subject: 'storage_units', places: { branchId: 'b' } }),
  );
