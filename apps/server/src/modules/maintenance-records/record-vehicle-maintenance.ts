import { rolledNextDate, rolledNextKm } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { maintenanceRecords, vehicles } from '../../db/schema.js';
import { updateOwnedRow } from '../../data/update-owned-row.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordMove } from '../../data/move-item.js';
import { vehicleKind } from '../vehicles/index.js';
import { withOdometerSense } from '../vehicles/index.js';
import { findVehicle } from '../vehicles/index.js';
import { type MaintenanceDone, isLatest, recordRow } from './record-maintenance.js';

/**
 * A vehicle's service done: as a tool's maintenance, and its reading (judged like every reading)
 * sets the next service by kilometres.
 */
export const recordVehicleMaintenance = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: MaintenanceDone,
) =>
  db.transaction(async (tx: Executor) => {
    const vehicle = await findVehicle(tx, auth, id);
    if (!vehicle) throw notFound();
    const reading = input.odometerReading;
    return withOdometerSense(tx, auth, vehicle.id, reading, input, async () => {
      const latest = isLatest(input.performedOn, vehicle.lastServiceDate);
      const nextDate = latest
        ? rolledNextDate(input.performedOn, vehicle.serviceIntervalDays, vehicle.nextServiceDate)
        : vehicle.nextServiceDate;
      const nextKm = latest
        ? rolledNextKm(reading, vehicle.serviceIntervalKm, vehicle.nextServiceKm)
        : vehicle.nextServiceKm;
      if (latest)
        await updateOwnedRow(tx, vehicles, vehicle, {
          lastServiceDate: input.performedOn,
          nextServiceDate: nextDate,
          nextServiceKm: nextKm,
        });
      await tx
        .insert(maintenanceRecords)
        .values({ ...recordRow(auth, vehicle, input, reading), vehicleId: vehicle.id });
      return recordMove(tx, auth, vehicleKind, vehicle, 'maintenance_done', {
        note: {
          code: 'maintenance_done',
          values: { performedOn: input.performedOn, nextDate, nextKm },
        },
        notes: input.notes,
        log: { odometerReading: reading },
        activity: {
          action: 'maintenance_done',
          details: vehicle.licensePlate,
          metadata: { performedOn: input.performedOn, cost: input.cost, odometerReading: reading },
        },
      });
    });
  });
