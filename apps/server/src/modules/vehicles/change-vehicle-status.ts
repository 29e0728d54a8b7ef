import { and, eq, inArray } from 'drizzle-orm';
import {
  canMoveVehicle,
  needsAssignee,
  stampsAssignment,
  stampsCheckout,
  statusChangeAction,
  vehicleStatusesLeadingTo,
  type VehicleStatus,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { usableWorker } from '../../http/references.js';
import { inScope } from '../../http/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { findVehicle, type VehicleView } from './vehicle-view.js';

export type VehicleStatusChange = {
  status: VehicleStatus;
  odometerReading: number;
  assignedUserId?: number | null;
  notes?: string | null;
};

const illegalMove = (from: string, to: string) =>
  new HttpError(409, 'conflict', 'errors.illegalStatusChange', {
    values: { from: `statuses.vehicle.${from}`, to: `statuses.vehicle.${to}` },
  });

/** As for tools: one conditional UPDATE decides, and the log with the odometer goes with it. */
export const changeVehicleStatus = async (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  change: VehicleStatusChange,
): Promise<VehicleView> => {
  const to = change.status;
  if (!canMoveVehicle(vehicle.status, to)) throw illegalMove(vehicle.status, to);
  if (needsAssignee(to) && !change.assignedUserId) {
    throw badRequest('validation.workerRequired', { assignedUserId: 'validation.workerRequired' });
  }
  const assignedUserId =
    change.assignedUserId && (to === 'pending_confirmation' || to === 'in_use')
      ? (await usableWorker(tx, change.assignedUserId, vehicle.organizationId)).id
      : null;

  const now = new Date();
  const updated = await tx
    .update(vehicles)
    .set({
      status: to,
      assignedUserId,
      ...(stampsAssignment(to) ? { assignmentDate: now, parkingLocationId: null, currentLocation: null } : {}),
      ...(stampsCheckout(to) ? { checkoutDate: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(vehicles.id, vehicle.id), inArray(vehicles.status, vehicleStatusesLeadingTo(to)), inScope(auth, vehicles.organizationId)))
    .returning({ id: vehicles.id });
  if (updated.length === 0) {
    const current = await findVehicle(tx, auth, vehicle.id);
    if (!current) throw notFound();
    throw illegalMove(current.status, to);
  }

  await tx.insert(vehicleLogs).values({
    organizationId: vehicle.organizationId,
    vehicleId: vehicle.id,
    userId: auth.user.id,
    impersonatorUserId: auth.impersonatorUserId,
    action: statusChangeAction(to),
    odometerReading: change.odometerReading,
    notes: change.notes || `Status changed to ${to}`,
  });
  await recordActivity(tx, auth, {
    organizationId: vehicle.organizationId,
    type: 'vehicle',
    action: statusChangeAction(to),
    title: `${vehicle.make} ${vehicle.model}`,
    details: `${vehicle.licensePlate} · ${to}`,
    entityType: 'vehicle',
    entityId: vehicle.id,
    metadata: { from: vehicle.status, to, assignedUserId, odometerReading: change.odometerReading },
  });
  return (await findVehicle(tx, auth, vehicle.id))!;
};
