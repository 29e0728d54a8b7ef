import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { odometerVerdict, type OdometerAssurances } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { DomainError } from '../../lib/domain-errors.js';
import { recordMove } from '../../data/move-item.js';
import { vehicleKind } from './move-vehicle.js';
import type { VehicleView } from './vehicle-view.js';

/** A vehicle's last logged reading, or none. */
const lastReading = async (tx: Executor, vehicleId: number) => {
  const [row] = await tx
    .select({ km: vehicleLogs.odometerReading, at: vehicleLogs.timestamp })
    .from(vehicleLogs)
    .where(and(eq(vehicleLogs.vehicleId, vehicleId), isNotNull(vehicleLogs.odometerReading)))
    .orderBy(desc(vehicleLogs.timestamp), desc(vehicleLogs.id))
    .limit(1);
  return row?.km != null ? { km: row.km, at: new Date(row.at) } : null;
};

/**
 * Odometer sense, for a reading about to be logged on `vehicleId` inside the caller's
 * transaction. It locks the vehicle's row first, so two readings sent at once are judged one
 * after the other, each against the last one logged.
 *
 * Refused: a reading below the last one unless it is a correction, a jump of more than 2,000 km
 * a day unless confirmed. The refusal names the assurance it needs as a field (the form shows
 * that checkbox then). Answers the last reading a correction replaces, if it is one.
 */
export const judgeOdometerReading = async (
  tx: Executor,
  vehicleId: number,
  reading: number,
  assurances: OdometerAssurances,
): Promise<{ corrects: number } | null> => {
  await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('update');
  const last = await lastReading(tx, vehicleId);
  const verdict = odometerVerdict(last, reading, new Date());
  if (verdict === 'below_last') {
    if (assurances.odometerCorrection) return { corrects: last!.km };
    throw new DomainError('validation_failed', 'validation.odometerBelowLast', {
      values: { last: last!.km },
      fieldErrors: {
        odometerReading: 'validation.odometerBelowLastField',
        odometerCorrection: 'validation.odometerCorrectionNeeded',
      },
    });
  }
  if (verdict === 'jump' && !assurances.odometerConfirmed) {
    throw new DomainError('validation_failed', 'validation.odometerJump', {
      values: { last: last!.km, distance: reading - last!.km },
      fieldErrors: {
        odometerReading: 'validation.odometerJumpField',
        odometerConfirmed: 'validation.odometerJumpConfirm',
      },
    });
  }
  return null;
};

/**
 * The log entry and activity that say a reading corrected a wrong one: written right after the
 * entry carrying the reading, so the vehicle's history shows both.
 */
export const recordOdometerCorrection = (
  tx: Executor,
  auth: AuthContext,
  vehicle: VehicleView,
  reading: number,
  corrects: number,
) =>
  recordMove(tx, auth, vehicleKind, vehicle, 'odometer_corrected', {
    note: { code: 'odometer_corrected', values: { reading, previous: corrects } },
    log: {},
    activity: {
      action: 'odometer_corrected',
      details: vehicle.licensePlate,
      metadata: { odometerReading: reading, previousReading: corrects },
    },
  });

/**
 * Judges a reading about to be logged (judgeOdometerReading) and, once the change `logs` it,
 * records the correction it is: the one way every use case takes a reading.
 */
export const withOdometerSense = async (
  tx: Executor,
  auth: AuthContext,
  vehicleId: number,
  reading: number | null,
  assurances: OdometerAssurances,
  logs: () => Promise<VehicleView>,
): Promise<VehicleView> => {
  const judged =
    reading === null ? null : await judgeOdometerReading(tx, vehicleId, reading, assurances);
  const vehicle = await logs();
  if (!judged || reading === null) return vehicle;
  return recordOdometerCorrection(tx, auth, vehicle, reading, judged.corrects);
};
