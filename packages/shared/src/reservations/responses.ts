import { z } from '../zod.js';
import { BOOKABLE_KINDS, BOOKING_STATES } from './booking-states.js';

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

/** One item a booking holds, named as its list shows it (a vehicle by make, model and plate). */
export const bookedItemResponseSchema = z.object({
  kind: z.enum(BOOKABLE_KINDS),
  id: z.number(),
  name: z.string(),
});

/** A booking as every reservations route answers it. */
export const reservationResponseSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  state: z.enum(BOOKING_STATES),
  site: z.object({ id: z.number(), name: z.string() }),
  user: person.nullable().describe('The worker the items go to, if the booking names one'),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  items: z.array(bookedItemResponseSchema),
  createdBy: person.nullable(),
  createdAt: z.string(),
});
export type ReservationResponse = z.output<typeof reservationResponseSchema>;

/**
 * A live booking in the way of a new one, on the 409 of POST /api/reservations: which item, whose
 * booking, for which site and when.
 */
export const bookingConflictSchema = z.object({
  reservationId: z.number(),
  kind: z.enum(BOOKABLE_KINDS),
  itemId: z.number(),
  itemName: z.string(),
  siteName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type BookingConflict = z.output<typeof bookingConflictSchema>;

/** One item of GET /api/reservations/availability. */
export const itemAvailabilitySchema = bookedItemResponseSchema.extend({
  conflicts: z.array(bookingConflictSchema).describe('Live bookings that overlap the range'),
  nextFreeFrom: z
    .string()
    .nullable()
    .describe(
      'The earliest start, from the asked one on, at which the item is free for as long (within the search horizon); the asked start when it is free now',
    ),
});
export const bookingAvailabilityResponseSchema = z.object({
  items: z.array(itemAvailabilitySchema),
});
export type ItemAvailability = z.output<typeof itemAvailabilitySchema>;
