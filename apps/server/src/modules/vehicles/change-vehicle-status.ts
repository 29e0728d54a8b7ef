import {
  needsOdometer,
  stampsAssignment,
  stampsCheckout,
  statusChangeAction,
  vehicleStatusesLeadingTo,
  type OdometerAssurances,
  type VehicleStatus,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { checkMoveWorker } from '../../data/move-worker.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, invalidField, notFound } from '../../lib/domain-errors.js';
import { moveVehicle, vehicleKind, type VehicleMove } from './move-vehicle.js';
import { applyMove, type MoveRecords } from '../../data/move-item.js';
import { withOdometerSense } from './odometer-sense.js';
import { findVehicle, type VehicleView } from './vehicle-view.js';

export type VehicleStatusChange = OdometerAssurances & {
  status: VehicleStatus;
  /** Needed only where the move asks for it (needsOdometer). */
  odometerReading?: number | undefined;
  assignedUserId?: number | null;
  /** An admin's written reason to hand it out against a hand-out rule. */
  handOutOverride?: string | undefined;
  notes?: string | null;
  /**
   * Back to available at this parking place, or at none (null), as after a worker's return (a
   * scan session's return); already checked as one of the caller's (usableParkingLocation).
   * Absent: the place stays as it is. Ignored for any other status.
   */
  parkAt?: ReturnPlace | null | undefined;
};

export type ReturnPlace = { id: number; organizationId: number; name: string };

const illegalMove = (from: string, to: string) =>
  conflict('errors.illegalStatusChange', {
    values: { from: `statuses.vehicle.${from}`, to: `statuses.vehicle.${to}` },
  });

const odometerMissing = () => invalidField('odometerReading', 'validation.odometerRequired');

const canStart = (from: VehicleStatus, to: VehicleStatus) =>
  vehicleStatusesLeadingTo(to).includes(from);

/**
 * The move an admin's status change of a vehicle makes; refused at once where it needs an
 * odometer reading the change does not carry.
 */
const vehicleStatusMove = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  change: VehicleStatusChange,
): VehicleMove => {
  const to = change.status;
  const handsOver = to === 'pending_confirmation' || to === 'in_use';
  const assignedUserId = handsOver && change.assignedUserId ? change.assignedUserId : null;
  const now = new Date().toISOString();
  const reading = change.odometerReading ?? null;
  const parks = to === 'available' && change.parkAt !== undefined;
  const place = parks ? (change.parkAt ?? null) : null;
  if (reading === null && needsOdometer(vehicle.status, to) && canStart(vehicle.status, to))
    throw odometerMissing();
  return {
    to,
    // Without a reading, only from where none is needed: a vehicle moved meanwhile is not
    // taken out of the yard or back without its odometer.
    from: vehicleStatusesLeadingTo(to).filter(
      (from) => reading !== null || !needsOdometer(from, to),
    ),
    validate: async () => {
      // A superadmin's place may be another organization's than this vehicle's.
      if (place && place.organizationId !== vehicle.organizationId) {
        throw invalidField('parkingLocationId', 'validation.referenceInvalid');
      }
      await checkMoveWorker(tx, {
        to,
        asked: change.assignedUserId,
        handedTo: assignedUserId,
        organizationId: vehicle.organizationId,
      });
    },
    set: {
      assignedUserId,
      ...(stampsAssignment(to)
        ? { assignmentDate: now, parkingLocationId: null, currentLocation: null }
        : {}),
      ...(stampsCheckout(to) ? { checkoutDate: now } : {}),
      ...(parks ? { parkingLocationId: place?.id ?? null, currentLocation: null } : {}),
    },
    miss: async (seen) => {
      const current = seen ?? (await findVehicle(tx, auth, vehicle.id));
      if (!current) return notFound();
      return reading === null && canStart(current.status, to) && needsOdometer(current.status, to)
        ? odometerMissing()
        : illegalMove(current.status, to);
    },
    note: parks
      ? { code: 'returned', values: place ? { place: place.name } : {} }
      : { code: 'status_changed', values: { status: to } },
    notes: change.notes,
    handOutOverride: change.handOutOverride,
    log: { odometerReading: reading },
    activity: {
      action: statusChangeAction(to),
      details: `${vehicle.licensePlate} · ${to}`,
      metadata: {
        from: vehicle.status,
        to,
        assignedUserId,
        odometerReading: reading,
        ...(parks ? { parkingLocationId: place?.id ?? null } : {}),
      },
    },
  };
};

/** An admin's status change (and assignment) of a vehicle, with the odometer logged where read. */
export const changeVehicleStatus = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  change: VehicleStatusChange,
): Promise<VehicleView> => {
  const move = vehicleStatusMove(tx, auth, vehicle, change);
  return withOdometerSense(tx, auth, vehicle.id, change.odometerReading ?? null, change, () =>
    moveVehicle(tx, auth, vehicle, move),
  );
};

/**
 * The same change without an odometer reading, its log entry and activity given to `records`,
 * the vehicle not read back: one of a bulk action's many moves.
 */
export const applyVehicleStatusChange = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  change: Omit<VehicleStatusChange, 'odometerReading'>,
  records: MoveRecords,
): Promise<void> =>
  applyMove(tx, auth, vehicleKind, vehicle, vehicleStatusMove(tx, auth, vehicle, change), records);
