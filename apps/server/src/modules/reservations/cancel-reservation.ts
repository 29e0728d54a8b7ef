import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reservationItems, reservations, sites } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { recordActivity } from '../../data/activity.js';
import { reservationsByIds } from './reservation-view.js';

/**
 * Cancels a booking that is not picked up yet: it stops holding its items in the same
 * transaction, so they can be booked again at once. Of two cancels racing, one cancels and the
 * other is told the booking is no longer open.
 */
export const cancelReservation = async (db: Database, auth: AuthContext, id: number) => {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        organizationId: reservations.organizationId,
        state: reservations.state,
        siteName: sites.name,
      })
      .from(reservations)
      .innerJoin(sites, eq(sites.id, reservations.siteId))
      .where(and(eq(reservations.id, id), inScope(auth, reservations.organizationId)))
      .for('update', { of: reservations });
    if (!booking) throw notFound();
    if (booking.state !== 'booked')
      throw conflict('errors.bookingNotOpen', {
        values: { state: `bookings.states.${booking.state}` },
      });
    await tx
      .update(reservations)
      .set({ state: 'cancelled', updatedAt: new Date().toISOString() })
      .where(eq(reservations.id, id));
    await tx
      .update(reservationItems)
      .set({ live: false })
      .where(eq(reservationItems.reservationId, id));
    await recordActivity(tx, auth, {
      organizationId: booking.organizationId,
      type: 'organization',
      action: 'reservation_cancelled',
      title: booking.siteName,
      entityType: 'reservation',
      entityId: id,
    });
  });
  const [cancelled] = await reservationsByIds(db, [id]);
  return cancelled!;
};
