/**
 * A booking's life (docs/product/reservations.md): booked → picked up → returned, or booked → cancelled /
 * not picked up. Only a live booking holds its items: the database refuses two live bookings of
 * one item that overlap (migration 0031).
 */
export const BOOKING_STATES = [
  'booked',
  'picked_up',
  'returned',
  'cancelled',
  'not_picked_up',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const LIVE_BOOKING_STATES = [
  'booked',
  'picked_up',
] as const satisfies readonly BookingState[];

export const isLiveBooking = (state: BookingState) =>
  (LIVE_BOOKING_STATES as readonly BookingState[]).includes(state);

/** The kinds of item a booking holds. Kits book their items, each as itself. */
export const BOOKABLE_KINDS = ['tool', 'vehicle'] as const;
export type BookableKind = (typeof BOOKABLE_KINDS)[number];
