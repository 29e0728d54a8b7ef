import { type SQL } from 'drizzle-orm';
import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectUnits, toUnit } from './storage-use-cases.js';

const unitList = (
  db: Executor,
): ListDefinition<Parameters<typeof toUnit>[0], ReturnType<typeof toUnit>> => ({
  db,
  table: storageUnits,
  order: { columns: [storageUnits.name, storageUnits.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectUnits(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: toUnit,
  cursorOf: (unit) => [unit.name, unit.id],
});

/** Spec 2 "Storage units": the search over name, location, description and branch. */
const unitFilters = (auth: AuthContext, query: ListQuery): Array<SQL | undefined> => [
  inScope(auth, storageUnits.organizationId),
  searchMatches(storageUnits, query.search),
];

export const listStorageUnits = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(unitList(db), query, unitFilters(auth, query));
