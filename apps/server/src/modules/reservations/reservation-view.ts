import { aliasedTable, eq, inArray } from 'drizzle-orm';
import type { ReservationResponse } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reservationItems, reservations, sites, tools, users, vehicles } from '../../db/schema.js';
import { bookedItem, bookedItemColumns } from './booked-item.js';

const worker = aliasedTable(users, 'worker');
const creator = aliasedTable(users, 'creator');

/** The items of these bookings, named as their lists name them, in the order they were booked. */
const itemsOf = async (db: Executor, ids: readonly number[]) => {
  const rows = await db
    .select({ reservationId: reservationItems.reservationId, ...bookedItemColumns })
    .from(reservationItems)
    .leftJoin(tools, eq(tools.id, reservationItems.toolId))
    .leftJoin(vehicles, eq(vehicles.id, reservationItems.vehicleId))
    .where(inArray(reservationItems.reservationId, [...ids]))
    .orderBy(reservationItems.id);
  const byBooking = new Map<number, ReservationResponse['items']>();
  for (const row of rows)
    byBooking.set(row.reservationId, [
      ...(byBooking.get(row.reservationId) ?? []),
      bookedItem(row),
    ]);
  return byBooking;
};

/**
 * Bookings as every reservations route answers them, in the order of `ids`. The caller has
 * chosen the ids within the caller's organization.
 */
export const reservationsByIds = async (
  db: Executor,
  ids: readonly number[],
): Promise<ReservationResponse[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: reservations.id,
      organizationId: reservations.organizationId,
      state: reservations.state,
      siteId: sites.id,
      siteName: sites.name,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      note: reservations.note,
      createdAt: reservations.createdAt,
      worker: { id: worker.id, firstName: worker.firstName, lastName: worker.lastName },
      creator: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(reservations)
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .leftJoin(worker, eq(worker.id, reservations.userId))
    .leftJoin(creator, eq(creator.id, reservations.createdByUserId))
    .where(inArray(reservations.id, [...ids]));
  const items = await itemsOf(db, ids);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        organizationId: row.organizationId,
        state: row.state,
        site: { id: row.siteId, name: row.siteName },
        user: row.worker,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        note: row.note,
        items: items.get(row.id) ?? [],
        createdBy: row.creator,
        createdAt: row.createdAt,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};
