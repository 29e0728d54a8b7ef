import { DAMAGE_REPAIR_STATUS, WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { moveVehicle, vehicleKind } from '../vehicles/index.js';
import { withOdometerSense } from '../vehicles/index.js';
import { damageOnReturn } from '../damage/index.js';
import type { DamageMailContext } from '../damage/index.js';
import { handedItem } from './handed-item.js';
import { type ReturnInput, parkingName } from './parking-name.js';

/**
 * Back to a parking place of the organization, or to no specific place; with damage reported
 * (decision 0045), into service there where the organization wants that. Answers the vehicle and
 * the report the return wrote.
 */
export const returnVehicle = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: ReturnInput,
  mail: DamageMailContext,
) =>
  db.transaction(async (tx) => {
    const place = await parkingName(tx, auth, input.parkingLocationId);
    const { from, to } = WORKER_MOVES.vehicle.return;
    const { item: vehicle, miss } = await handedItem(tx, auth, vehicleKind, id);
    const reading = input.odometerReading ?? null;
    const damage = await damageOnReturn(tx, auth, { kind: 'vehicle', item: vehicle }, input, mail);
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
