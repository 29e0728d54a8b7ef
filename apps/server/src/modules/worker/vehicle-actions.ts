import { eq } from 'drizzle-orm';
import { DAMAGE_REPAIR_STATUS, WORKER_MOVES, type OdometerAssurances } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { canSeeOrganization } from '../../data/tenant.js';
import { moveVehicle, vehicleKind } from '../vehicles/move-vehicle.js';
import { withOdometerSense } from '../vehicles/odometer-sense.js';
import { damageOnReturn, type ReturnDamageInput } from '../damage/return-damage.js';
import { confirmHanded, handedItem } from './handed-item.js';

export const confirmVehicle = (db: Database, auth: AuthContext, id: number) =>
  confirmHanded(db, auth, vehicleKind, id, WORKER_MOVES.vehicle.confirm, (vehicle) => ({
    log: {},
    details: vehicle.licensePlate,
  }));

type ReturnInput = OdometerAssurances &
  ReturnDamageInput & {
    parkingLocationId: number | null;
    notes?: string | undefined;
    odometerReading?: number | undefined;
    fuelLevel?: number | undefined;
  };

/** The parking place's name, once it is known to be one of the worker's organization. */
const parkingName = async (db: Executor, auth: AuthContext, parkingLocationId: number | null) => {
  if (parkingLocationId === null) return null;
  const [place] = await db
    .select()
    .from(parkingLocations)
    .where(eq(parkingLocations.id, parkingLocationId))
    .limit(1);
  if (!place || !canSeeOrganization(auth, place.organizationId)) {
    throw invalidField('parkingLocationId', 'validation.referenceInvalid');
  }
  return place.name;
};

/**
 * Back to a parking place of the organization, or to no specific place; with damage reported
 * (decision 0045), into service there where the organization wants that. Answers the vehicle and
 * the report the return wrote.
 */
export const returnVehicle = (db: Database, auth: AuthContext, id: number, input: ReturnInput) =>
  db.transaction(async (tx) => {
    const place = await parkingName(tx, auth, input.parkingLocationId);
    const { from, to } = WORKER_MOVES.vehicle.return;
    const { item: vehicle, miss } = await handedItem(tx, auth, vehicleKind, id);
    const reading = input.odometerReading ?? null;
    const damage = await damageOnReturn(tx, auth, { kind: 'vehicle', item: vehicle }, input);
    const item = await withOdometerSense(tx, auth, vehicle.id, reading, input, () =>
      moveVehicle(tx, auth, vehicle, {
        to: damage.toRepair ? DAMAGE_REPAIR_STATUS.vehicle : to,
        from: [from],
        holderId: auth.user.id,
        set: {
          parkingLocationId: input.parkingLocationId,
          currentLocation: null,
          assignedUserId: null,
          ...(input.fuelLevel !== undefined ? { fuelLevel: input.fuelLevel } : {}),
        },
        miss,
        note: { code: 'returned', values: place ? { place } : {} },
        notes: input.notes,
        log: { odometerReading: input.odometerReading ?? null },
        activity: {
          action: 'vehicle_returned',
          details: place ?? vehicle.licensePlate,
          metadata: {
            odometerReading: input.odometerReading ?? null,
            fuelLevel: input.fuelLevel ?? null,
          },
        },
      }),
    );
    return { item, filed: damage.filed };
  });
