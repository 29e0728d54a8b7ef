import { and, eq } from 'drizzle-orm';
import { rolledNextDate, rolledNextKm, type maintenanceDoneSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { maintenanceRecords, tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordMove } from '../../lib/move-item.js';
import { toolKind } from '../tools/move-tool.js';
import { findTool } from '../tools/tool-view.js';
import { vehicleKind } from '../vehicles/move-vehicle.js';
import { withOdometerSense } from '../vehicles/odometer-sense.js';
import { findVehicle } from '../vehicles/vehicle-view.js';

type MaintenanceDone = z.output<typeof maintenanceDoneSchema>;

/**
 * Only the latest maintenance moves the dates on: one entered late for an earlier day is
 * recorded and costed, but does not move the next date back.
 */
const isLatest = (performedOn: string, last: string | null) => !last || performedOn >= last;

const recordRow = (
  auth: AuthContext,
  item: { organizationId: number; branchId: number },
  input: MaintenanceDone,
  reading: number | null,
) => ({
  organizationId: item.organizationId,
  branchId: item.branchId,
  performedOn: input.performedOn,
  odometerReading: reading,
  cost: input.cost,
  performedByUserId: auth.user.id,
  notes: input.notes,
});

/** Maintenance done on a tool: recorded, its dates moved on, logged and in the feed. */
export const recordToolMaintenance = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: MaintenanceDone,
) =>
  db.transaction(async (tx) => {
    const tool = await findTool(tx, auth, id);
    if (!tool) throw notFound();
    const latest = isLatest(input.performedOn, tool.lastMaintenanceDate);
    const nextDate = latest
      ? rolledNextDate(input.performedOn, tool.maintenanceIntervalDays, tool.nextMaintenanceDate)
      : tool.nextMaintenanceDate;
    if (latest)
      await tx
        .update(tools)
        .set({
          lastMaintenanceDate: input.performedOn,
          nextMaintenanceDate: nextDate,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(tools.id, tool.id), eq(tools.organizationId, tool.organizationId)));
    await tx
      .insert(maintenanceRecords)
      .values({ ...recordRow(auth, tool, input, null), toolId: tool.id });
    return recordMove(tx, auth, toolKind, tool, 'maintenance_done', {
      note: { code: 'maintenance_done', values: { performedOn: input.performedOn, nextDate } },
      notes: input.notes,
      log: {},
      activity: {
        action: 'maintenance_done',
        details: tool.name,
        metadata: { performedOn: input.performedOn, cost: input.cost },
      },
    });
  });

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
        await tx
          .update(vehicles)
          .set({
            lastServiceDate: input.performedOn,
            nextServiceDate: nextDate,
            nextServiceKm: nextKm,
            updatedAt: new Date().toISOString(),
          })
          .where(
            and(eq(vehicles.id, vehicle.id), eq(vehicles.organizationId, vehicle.organizationId)),
          );
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
