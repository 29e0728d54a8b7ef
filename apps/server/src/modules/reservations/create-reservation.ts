import type { BookingConflict, Reservation } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { reservationItems, reservations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, invalidField } from '../../lib/domain-errors.js';
import { isExclusionViolation } from '../../db/database-errors.js';
import { usableSiteInOrganization, usableWorker } from '../../data/references.js';
import { recordActivity } from '../../data/activity.js';
import { bookingConflicts, bookingRange } from './booking-conflicts.js';
import { bookableItems } from './bookable-items.js';
import { reservationsByIds } from './reservation-view.js';

/**
 * The refusal names the first booking in the way and lists them all. None left to name means the
 * booking that won the race was cancelled since: the refusal still stands, as the database gave it.
 */
const refusal = (conflicts: BookingConflict[]) => {
  const [first] = conflicts;
  if (!first) return conflict('errors.bookingConflictGone', { conflicts });
  return conflict('errors.bookingConflict', {
    values: { item: first.itemName, site: first.siteName },
    conflicts,
  });
};

/**
 * Books the items for the site over the range, all or nothing. The bookings in the way are read
 * first only to name them; the exclusion constraint on reservation_items decides (migration
 * 0031): of fifty requests racing for one item, one books it and 49 are refused, whatever they
 * read before.
 */
export const createReservation = async (db: Database, auth: AuthContext, input: Reservation) => {
  if (Date.parse(input.endsAt) <= Date.now())
    throw invalidField('endsAt', 'validation.bookingInPast');
  const site = await usableSiteInOrganization(db, auth, input.siteId);
  const { organizationId } = site;
  if (input.userId) await usableWorker(db, input.userId, organizationId, 'userId');
  await bookableItems(db, auth, input.items, organizationId);
  const inTheWay = await bookingConflicts(db, organizationId, input.items, input);
  if (inTheWay.length > 0) throw refusal(inTheWay);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(reservations)
        .values({
          organizationId,
          siteId: site.id,
          userId: input.userId,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          note: input.note,
          createdByUserId: auth.user.id,
        })
        .returning({ id: reservations.id });
      await tx.insert(reservationItems).values(
        input.items.map((item) => ({
          reservationId: booking!.id,
          organizationId,
          toolId: item.kind === 'tool' ? item.id : null,
          vehicleId: item.kind === 'vehicle' ? item.id : null,
          during: bookingRange(input),
        })),
      );
      await recordActivity(tx, auth, {
        organizationId,
        type: 'organization',
        action: 'reservation_created',
        title: site.name,
        entityType: 'reservation',
        entityId: booking!.id,
        metadata: { items: input.items.length },
      });
      return booking!.id;
    });
  } catch (error) {
    // Another booking of one of the items committed between the read and the insert.
    if (isExclusionViolation(error, 'reservation_items_'))
      throw refusal(await bookingConflicts(db, organizationId, input.items, input));
    throw error;
  }
  const [created] = await reservationsByIds(db, [id]);
  return created!;
};
