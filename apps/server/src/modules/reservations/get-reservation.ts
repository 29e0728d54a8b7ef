import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reservations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { reservationsByIds } from './reservation-view.js';

/** One booking of the caller's organization; another's, or none, is not found. */
export const getReservation = async (db: Executor, auth: AuthContext, id: number) => {
  const [mine] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.id, id), inScope(auth, reservations.organizationId)));
  if (!mine) throw notFound();
  const [booking] = await reservationsByIds(db, [mine.id]);
  return booking!;
};
