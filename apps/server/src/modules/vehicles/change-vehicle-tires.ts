import type { VehicleTireChange } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { updateOwnedRow } from '../../data/update-owned-row.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordMove } from '../../data/move-item.js';
import { vehicleKind } from './move-vehicle.js';
import { findVehicle } from './vehicle-view.js';

/**
 * New tyres on a vehicle (offered from the tyre alert): its tyre type and year, a log
 * entry saying so (the type and year as values, worded by each reader's screen) and an activity.
 * The status stays as it is. Another organization's vehicle is not found.
 */
export const changeVehicleTires = (
  db: Database,
  auth: AuthContext,
  id: number,
  { tireType, tireYear }: VehicleTireChange,
) =>
  db.transaction(async (tx) => {
    const before = await findVehicle(tx, auth, id);
    if (!before) throw notFound();
    await updateOwnedRow(tx, vehicles, before, { tireType, tireYear });
    const vehicle = (await findVehicle(tx, auth, id))!;
    return recordMove(tx, auth, vehicleKind, vehicle, 'tires_changed', {
      note: { code: 'tires_changed', values: { tireType, tireYear } },
      log: {},
      activity: {
        action: 'vehicle_tires_changed',
        details: vehicle.licensePlate,
        metadata: {
          tireType,
          tireYear,
          previousTireType: before.tireType,
          previousTireYear: before.tireYear,
        },
      },
    });
  });
