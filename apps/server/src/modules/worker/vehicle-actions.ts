import { and, eq, sql } from 'drizzle-orm';
import { statusChangeAction, WORKER_MOVES } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { parkingLocations, vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { badRequest } from '../../http/errors.js';
import { canSeeOrganization } from '../../http/tenant.js';
import { inScope } from '../../http/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { findVehicle } from '../vehicles/vehicle-view.js';
import { explainMiss } from './handed-item.js';

const mine = (auth: AuthContext, id: number, status: string) =>
  and(eq(vehicles.id, id), eq(vehicles.assignedUserId, auth.user.id), inScope(auth, vehicles.organizationId), sql`${vehicles.status} = ${status}`);

const actedBefore = async (db: Executor, auth: AuthContext, id: number) => {
  const [row] = await db
    .select({ id: vehicleLogs.id })
    .from(vehicleLogs)
    .where(and(eq(vehicleLogs.vehicleId, id), eq(vehicleLogs.userId, auth.user.id)))
    .limit(1);
  return Boolean(row);
};

export const confirmVehicle = (db: Database, auth: AuthContext, id: number) =>
  db.transaction(async (tx) => {
    const { from, to } = WORKER_MOVES.vehicle.confirm;
    const now = new Date();
    const [updated] = await tx.update(vehicles).set({ status: to, checkoutDate: now, updatedAt: now }).where(mine(auth, id, from)).returning();
    if (!updated) throw explainMiss(await findVehicle(tx, auth, id), auth.user.id, await actedBefore(tx, auth, id));
    await tx.insert(vehicleLogs).values({
      organizationId: updated.organizationId,
      vehicleId: id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: statusChangeAction(to),
      notes: 'Assignment confirmed',
    });
    await recordActivity(tx, auth, { organizationId: updated.organizationId, type: 'vehicle', action: 'assignment_confirmed', title: `${updated.make} ${updated.model}`, details: updated.licensePlate, entityType: 'vehicle', entityId: id });
    return (await findVehicle(tx, auth, id))!;
  });

type ReturnInput = { parkingLocationId: number | null; notes?: string | undefined; odometerReading?: number | undefined; fuelLevel?: number | undefined };

/** Back to a parking place of the organization, or to no specific place. */
export const returnVehicle = (db: Database, auth: AuthContext, id: number, input: ReturnInput) =>
  db.transaction(async (tx) => {
    let parkingName: string | null = null;
    if (input.parkingLocationId !== null) {
      const [place] = await tx.select().from(parkingLocations).where(eq(parkingLocations.id, input.parkingLocationId)).limit(1);
      if (!place || !canSeeOrganization(auth, place.organizationId)) {
        throw badRequest('validation.referenceInvalid', { parkingLocationId: 'validation.referenceInvalid' });
      }
      parkingName = place.name;
    }
    const { from, to } = WORKER_MOVES.vehicle.return;
    const now = new Date();
    const [updated] = await tx
      .update(vehicles)
      .set({
        status: to,
        parkingLocationId: input.parkingLocationId,
        currentLocation: null,
        assignedUserId: null,
        ...(input.fuelLevel !== undefined ? { fuelLevel: input.fuelLevel } : {}),
        updatedAt: now,
      })
      .where(mine(auth, id, from))
      .returning();
    if (!updated) throw explainMiss(await findVehicle(tx, auth, id), auth.user.id, await actedBefore(tx, auth, id));
    await tx.insert(vehicleLogs).values({
      organizationId: updated.organizationId,
      vehicleId: id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: statusChangeAction(to),
      odometerReading: input.odometerReading ?? null,
      notes: input.notes || (parkingName ? `Returned to ${parkingName}` : 'Returned'),
    });
    await recordActivity(tx, auth, {
      organizationId: updated.organizationId,
      type: 'vehicle',
      action: 'vehicle_returned',
      title: `${updated.make} ${updated.model}`,
      details: parkingName ?? updated.licensePlate,
      entityType: 'vehicle',
      entityId: id,
      metadata: { odometerReading: input.odometerReading ?? null, fuelLevel: input.fuelLevel ?? null },
    });
    return (await findVehicle(tx, auth, id))!;
  });
