import { z } from '../zod.js';
import { optionalRecordId, recordId } from '../record-id.js';
import { BOOKABLE_KINDS, BOOKING_STATES } from './booking-states.js';

/** The most items one booking holds: a large kit's worth. */
export const BOOKING_ITEMS_MAX = 50;
/** The longest booking: a season on one site. */
export const BOOKING_DAYS_MAX = 366;
/** The longest window one list or availability question covers: two months of a calendar. */
export const BOOKING_WINDOW_DAYS_MAX = 62;
export const BOOKING_NOTE_MAX = 2000;

const DAY_MS = 86_400_000;

/** A point in time with its offset (`2026-12-03T07:00:00+01:00` or `…Z`), read as its instant. */
const instant = (key: string) =>
  z
    .string({ error: key })
    .max(40, { message: key })
    .pipe(z.iso.datetime({ offset: true, message: key }))
    .transform((value) => new Date(value).toISOString());

const bookedItemSchema = z.object({
  kind: z.enum(BOOKABLE_KINDS, { error: 'validation.invalidValue' }),
  id: recordId('validation.referenceInvalid'),
});
export type BookedItemRef = z.output<typeof bookedItemSchema>;

/** A range that ends after it starts and spans at most `maxDays`. */
const checkRange = (
  range: { startsAt: string; endsAt: string },
  ctx: z.RefinementCtx,
  maxDays: number,
  tooLong: string,
) => {
  const length = Date.parse(range.endsAt) - Date.parse(range.startsAt);
  if (length <= 0)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.endsBeforeStarts' });
  else if (length > maxDays * DAY_MS)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: tooLong });
};

/** POST /api/reservations: book items for a site (and a worker) over a time range. */
export const reservationSchema = z
  .object({
    items: z
      .array(bookedItemSchema, { error: 'validation.bookingItemsRequired' })
      .min(1, { message: 'validation.bookingItemsRequired' })
      .max(BOOKING_ITEMS_MAX, { message: 'validation.bookingItemsMax' })
      .refine(
        (items) => new Set(items.map(({ kind, id }) => `${kind}:${id}`)).size === items.length,
        { message: 'validation.bookingItemsTwice' },
      ),
    siteId: recordId('validation.siteRequired'),
    userId: optionalRecordId('validation.workerInvalid'),
    startsAt: instant('validation.instantInvalid'),
    endsAt: instant('validation.instantInvalid'),
    note: z
      .string({ error: 'validation.invalidValue' })
      .trim()
      .max(BOOKING_NOTE_MAX, { message: 'validation.textMax' })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((booking, ctx) =>
    checkRange(booking, ctx, BOOKING_DAYS_MAX, 'validation.bookingTooLong'),
  );
export type ReservationInput = z.input<typeof reservationSchema>;
export type Reservation = z.output<typeof reservationSchema>;

/** GET /api/reservations: the bookings that overlap a window, soonest first, a page at a time. */
export const reservationListQuerySchema = z
  .object({
    from: instant('validation.instantInvalid'),
    to: instant('validation.instantInvalid'),
    siteId: optionalRecordId('validation.invalidFilterId'),
    kind: z.enum(BOOKABLE_KINDS, { error: 'validation.invalidValue' }).optional(),
    itemId: optionalRecordId('validation.invalidFilterId'),
    state: z.enum(BOOKING_STATES, { error: 'validation.invalidValue' }).optional(),
    limit: z.coerce
      .number({ error: 'validation.invalidValue' })
      .int({ message: 'validation.invalidValue' })
      .min(1, { message: 'validation.invalidValue' })
      .max(200, { message: 'validation.invalidValue' })
      .optional(),
    cursor: z.string().min(1).max(512, { message: 'validation.invalidValue' }).optional(),
  })
  .superRefine((query, ctx) => {
    checkRange(
      { startsAt: query.from, endsAt: query.to },
      ctx,
      BOOKING_WINDOW_DAYS_MAX,
      'validation.windowTooLong',
    );
    if ((query.kind === undefined) !== (query.itemId === null))
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'validation.kindWithItem' });
  });
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;

/** `tool:12,vehicle:3`: the items a booking form asks about, as a query string carries them. */
const itemList = z
  .string({ error: 'validation.bookingItemsRequired' })
  .min(1, { message: 'validation.bookingItemsRequired' })
  .max(BOOKING_ITEMS_MAX * 20, { message: 'validation.bookingItemsMax' })
  .transform((value, ctx) => {
    const parts = value.split(',');
    if (parts.length > BOOKING_ITEMS_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.bookingItemsMax' });
      return z.NEVER;
    }
    const refs: BookedItemRef[] = [];
    for (const part of parts) {
      const [kind, id] = part.split(':');
      const parsed = bookedItemSchema.safeParse({ kind, id });
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'validation.referenceInvalid' });
        return z.NEVER;
      }
      refs.push(parsed.data);
    }
    return refs;
  });

/**
 * GET /api/reservations/availability: for the items a booking would hold over `from`–`to`, what
 * is in the way and when each is next free for as long.
 */
export const bookingAvailabilityQuerySchema = z
  .object({
    items: itemList,
    from: instant('validation.instantInvalid'),
    to: instant('validation.instantInvalid'),
  })
  .superRefine((query, ctx) =>
    checkRange(
      { startsAt: query.from, endsAt: query.to },
      ctx,
      BOOKING_WINDOW_DAYS_MAX,
      'validation.windowTooLong',
    ),
  );
export type BookingAvailabilityQuery = z.output<typeof bookingAvailabilityQuerySchema>;
