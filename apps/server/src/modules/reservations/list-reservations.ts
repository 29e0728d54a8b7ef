import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  BOOKING_DAYS_MAX,
  PAGE_SIZE_DEFAULT,
  type Page,
  type ReservationListQuery,
  type ReservationResponse,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { reservationItems, reservations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { afterCursor, decodeCursor, orderByOf, toPage, type ListOrder } from '../../data/keyset.js';
import { reservationsByIds } from './reservation-view.js';

const SOONEST_FIRST: ListOrder = {
  key: 'startsAt:asc',
  columns: [reservations.startsAt, reservations.id],
  direction: 'asc',
};

/** The booked item a list may be narrowed to: a booking holds it. */
const holds = (kind: 'tool' | 'vehicle', itemId: number) =>
  sql`exists (select 1 from ${reservationItems} where ${reservationItems.reservationId} = ${reservations.id} and ${
    kind === 'tool' ? reservationItems.toolId : reservationItems.vehicleId
  } = ${itemId})`;

/**
 * The bookings that overlap the window, soonest first, a page at a time. A booking is at most
 * BOOKING_DAYS_MAX long, so none that overlaps starts earlier than that before the window: the
 * (organization_id, starts_at, id) index is read over the window and that much before, however
 * many bookings the organization has made.
 */
export const listReservations = async (
  db: Executor,
  auth: AuthContext,
  query: ReservationListQuery,
): Promise<Page<ReservationResponse>> => {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const earliestStart = new Date(Date.parse(query.from) - BOOKING_DAYS_MAX * 86_400_000);
  const rows = await db
    .select({ id: reservations.id, startsAt: reservations.startsAt })
    .from(reservations)
    .where(
      and(
        inScope(auth, reservations.organizationId),
        gt(reservations.startsAt, earliestStart.toISOString()),
        lt(reservations.startsAt, query.to),
        gt(reservations.endsAt, query.from),
        query.siteId ? eq(reservations.siteId, query.siteId) : undefined,
        query.state ? eq(reservations.state, query.state) : undefined,
        query.kind && query.itemId ? holds(query.kind, query.itemId) : undefined,
        query.cursor
          ? afterCursor(SOONEST_FIRST, decodeCursor(query.cursor, SOONEST_FIRST))
          : undefined,
      ),
    )
    .orderBy(...orderByOf(SOONEST_FIRST))
    .limit(limit + 1);
  const page = toPage(rows, limit, SOONEST_FIRST, (row) => [row.startsAt, row.id]);
  return {
    ...page,
    items: await reservationsByIds(
      db,
      page.items.map(({ id }) => id),
    ),
  };
};
