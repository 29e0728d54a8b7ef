import { eq } from 'drizzle-orm';
import type { ParkingListQuery, ParkingSort } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { branches, parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage, type ListSort } from '../../data/list-page.js';
import { keptCountFor } from '../../data/row-counts.js';
import { inScope } from '../../data/scope.js';
import { selectParkingLocations } from './parking-location-record.js';

type ParkingRow = Awaited<ReturnType<ReturnType<typeof selectParkingLocations>['execute']>>[number];

/** The parking places table's sorts, the place's id last. */
const parkingSorts: Record<ParkingSort, ListSort<ParkingRow>> = {
  name: {
    columns: [parkingLocations.name, parkingLocations.id],
    cursorOf: (row) => [row.name, row.id],
  },
  branch: {
    columns: [branches.name, parkingLocations.id],
    cursorOf: (row) => [row.branchName, row.id],
  },
};

/** Parking places (no screen of their own in the spec), by name; searched over name and branch. */
const list = (db: Executor) =>
  defineList({
    name: 'parking-locations',
    db,
    table: parkingLocations,
    base: () => selectParkingLocations(db),
    sorts: parkingSorts,
    defaultSort: 'name',
    toItem: (row: ParkingRow) => row,
  });

export const listParkingLocations = (
  db: Executor,
  auth: AuthContext,
  query: ParkingListQuery = {},
) =>
  listOrPage(
    list(db),
    query,
    [
      inScope(auth, parkingLocations.organizationId),
      query.branchId ? eq(parkingLocations.branchId, query.branchId) : undefined,
    ],
    keptCountFor(auth, query, { subject: 'parking_locations', places: { branchId: 'b' } }),
  );
