import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { BookedItemRef, BookingConflict } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reservationItems, reservations, sites, tools, vehicles } from '../../db/schema.js';
import { bookedItem, bookedItemColumns, idsOfKind } from './booked-item.js';

/** The most conflicts a refusal names: enough to show, bounded for the largest booking. */
const CONFLICTS_SHOWN = 100;

/** `[startsAt, endsAt)` as PostgreSQL's range, the same form the constraint compares. */
export const bookingRange = (range: { startsAt: string; endsAt: string }) =>
  sql`tstzrange(${range.startsAt}::timestamptz, ${range.endsAt}::timestamptz, '[)')`;

/**
 * The live bookings of these items that overlap the range: what the exclusion constraint would
 * refuse a new booking for, read to explain it (the constraint decides).
 */
export const bookingConflicts = async (
  db: Executor,
  organizationId: number,
  items: readonly BookedItemRef[],
  range: { startsAt: string; endsAt: string },
  limit = CONFLICTS_SHOWN,
): Promise<BookingConflict[]> => {
  const toolIds = idsOfKind(items, 'tool');
  const vehicleIds = idsOfKind(items, 'vehicle');
  const rows = await db
    .select({
      reservationId: reservations.id,
      siteName: sites.name,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      ...bookedItemColumns,
    })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .leftJoin(tools, eq(tools.id, reservationItems.toolId))
    .leftJoin(vehicles, eq(vehicles.id, reservationItems.vehicleId))
    .where(
      and(
        eq(reservationItems.organizationId, organizationId),
        eq(reservationItems.live, true),
        sql`${reservationItems.during} && ${bookingRange(range)}`,
        or(
          toolIds.length > 0 ? inArray(reservationItems.toolId, toolIds) : undefined,
          vehicleIds.length > 0 ? inArray(reservationItems.vehicleId, vehicleIds) : undefined,
        ),
      ),
    )
    .orderBy(reservations.startsAt, reservations.id, reservationItems.id)
    .limit(limit);
  return rows.map((row) => {
    const item = bookedItem(row);
    return {
      reservationId: row.reservationId,
      kind: item.kind,
      itemId: item.id,
      itemName: item.name,
      siteName: row.siteName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    };
  });
};
