import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectUnits, toUnit } from './storage-use-cases.js';

/** Spec 2 "Storage units", by name; searched over name, location, description and branch. */
const list = (db: Executor) =>
  defineList({
    name: 'storage-units',
    db,
    table: storageUnits,
    base: () => selectUnits(db),
    order: { columns: [storageUnits.name, storageUnits.id], direction: 'asc' },
    toItem: toUnit,
    cursorOf: (row) => [row.name, row.id],
  });

export const listStorageUnits = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(list(db), query, [inScope(auth, storageUnits.organizationId)]);
