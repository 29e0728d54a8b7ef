import type { ListQuery } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { defineList, listOrPage } from '../../data/list-page.js';
import { inScope } from '../../data/scope.js';
import { selectParkingLocations } from './parking-use-cases.js';

type ParkingRow = Awaited<ReturnType<ReturnType<typeof selectParkingLocations>['execute']>>[number];

/** Parking places (no screen of their own in the spec), by name; searched over name and branch. */
const list = (db: Executor) =>
  defineList({
    name: 'parking-locations',
    db,
    table: parkingLocations,
    base: () => selectParkingLocations(db),
    order: { columns: [parkingLocations.name, parkingLocations.id], direction: 'asc' },
    toItem: (row: ParkingRow) => row,
    cursorOf: (row) => [row.name, row.id],
  });

export const listParkingLocations = (db: Executor, auth: AuthContext, query: ListQuery = {}) =>
  listOrPage(list(db), query, [inScope(auth, parkingLocations.organizationId)]);
