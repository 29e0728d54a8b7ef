import { type SQL } from 'drizzle-orm';
import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { listOrPage, type ListDefinition } from '../../http/list-page.js';
import { inScope } from '../../http/scope.js';
import { searchMatches } from '../../http/search.js';
import { selectParkingLocations } from './parking-use-cases.js';

type ParkingRow = Awaited<ReturnType<ReturnType<typeof selectParkingLocations>['execute']>>[number];

const parkingList = (db: Executor): ListDefinition<ParkingRow, ParkingRow> => ({
  db,
  table: parkingLocations,
  order: { columns: [parkingLocations.name, parkingLocations.id], direction: 'asc' },
  select: (where, orderBy, limit) => {
    const query = selectParkingLocations(db)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
  toItem: (row) => row,
  cursorOf: (place) => [place.name, place.id],
});

/** Parking places (no screen of their own in the spec): the search over name and branch. */
const parkingFilters = (auth: AuthContext, query: ListQuery): Array<SQL | undefined> => [
  inScope(auth, parkingLocations.organizationId),
  searchMatches(parkingLocations, query.search),
];

export const listParkingLocations = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(parkingList(db), query, parkingFilters(auth, query));
