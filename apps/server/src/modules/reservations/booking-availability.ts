import {
  BOOKING_ITEMS_MAX,
  BOOKING_WINDOW_DAYS_MAX,
  type BookingAvailabilityQuery,
  type BookingConflict,
  type ItemAvailability,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { bookableItems } from './bookable-items.js';
import { bookingConflicts } from './booking-conflicts.js';

const DAY_MS = 86_400_000;
/** How far past the asked start a next free slot is looked for. */
const HORIZON_MS = BOOKING_WINDOW_DAYS_MAX * DAY_MS;
/** The most bookings read per item over the horizon: a booking a day, and then some. */
const BOOKINGS_PER_ITEM = 100;

const overlaps = (booking: BookingConflict, from: number, to: number) =>
  Date.parse(booking.startsAt) < to && Date.parse(booking.endsAt) > from;

/**
 * The earliest start from `from` on at which `length` fits between the item's bookings (sorted by
 * start), or null when none fits before `knownUntil`: the end of the horizon, or — when more
 * bookings were in it than were read — the start of the last one read.
 */
const nextFreeStart = (
  bookings: readonly BookingConflict[],
  from: number,
  length: number,
  knownUntil: number,
) => {
  let candidate = from;
  for (const booking of bookings) {
    if (Date.parse(booking.startsAt) >= candidate + length) break;
    candidate = Math.max(candidate, Date.parse(booking.endsAt));
  }
  return candidate + length <= knownUntil ? new Date(candidate).toISOString() : null;
};

/**
 * What a booking form shows while dates are chosen: for each item, the live bookings in the way
 * of `from`–`to`, and the earliest start at which it is free for as long (the asked start when
 * nothing is in the way). Items of one organization, the caller's.
 */
export const bookingAvailability = async (
  db: Executor,
  auth: AuthContext,
  query: BookingAvailabilityQuery,
): Promise<{ items: ItemAvailability[] }> => {
  const items = await bookableItems(db, auth, query.items);
  const organizations = new Set(items.map((item) => item.organizationId));
  if (organizations.size > 1) throw invalidField('items', 'validation.referenceInvalid');
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const length = to - from;
  const horizon = {
    startsAt: query.from,
    endsAt: new Date(from + HORIZON_MS + length).toISOString(),
  };
  const limit = BOOKING_ITEMS_MAX * BOOKINGS_PER_ITEM;
  const bookings = await bookingConflicts(
    db,
    items[0]!.organizationId,
    query.items,
    horizon,
    limit,
  );
  const knownUntil =
    bookings.length < limit ? Date.parse(horizon.endsAt) : Date.parse(bookings.at(-1)!.startsAt);
  return {
    items: items.map(({ kind, id, name }) => {
      const mine = bookings.filter((booking) => booking.kind === kind && booking.itemId === id);
      return {
        kind,
        id,
        name,
        conflicts: mine.filter((booking) => overlaps(booking, from, to)),
        nextFreeFrom: nextFreeStart(mine, from, length, knownUntil),
      };
    }),
  };
};
