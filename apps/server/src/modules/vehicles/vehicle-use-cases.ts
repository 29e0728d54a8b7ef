import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleLogSchema, vehicleSchema, vehicleUpdateSchema } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { users, vehicleLogs, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { usableBranch } from '../../data/references.js';
import { recordActivity } from '../../lib/activity.js';
import { answeredNote } from '../../lib/log-notes.js';
import { changeVehicleStatus } from './change-vehicle-status.js';
import {
  recordVehicleCreated,
  recordVehicleEdited,
  recordVehiclesImported,
} from './move-vehicle.js';
import { changedVehicleFields } from './edit-vehicles.js';
import { findVehicle } from './vehicle-view.js';
import { judgeOdometerReading, recordOdometerCorrection } from './odometer-sense.js';
import { deleteOne } from '../../data/delete-one.js';

type CreateInput = z.output<typeof vehicleSchema>;
type UpdateInput = z.output<typeof vehicleUpdateSchema>;

const describe = (v: { make: string; model: string }) => `${v.make} ${v.model}`;

export const getVehicle = async (db: Database, auth: AuthContext, id: number) => {
  const vehicle = await findVehicle(db, auth, id);
  if (!vehicle) throw notFound();
  return vehicle;
};

/** A vehicle may not start as pending confirmation: that is an assignment's state. */
export const checkInitialVehicleStatus = (input: Pick<CreateInput, 'status'>) => {
  if (input.status === 'pending_confirmation')
    throw invalidField('status', 'validation.initialStatus');
};

/** A new vehicle's row, as the form's create and an import's batch both insert it. */
const newVehicleRow = (input: CreateInput, organizationId: number, now: string) => ({
  ...input,
  organizationId,
  ...(input.status === 'in_use' ? { assignmentDate: now, checkoutDate: now } : {}),
});

export const createVehicle = async (db: Database, auth: AuthContext, input: CreateInput) => {
  checkInitialVehicleStatus(input);
  const branch = await usableBranch(db, auth, input.branchId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(vehicles)
      .values(newVehicleRow(input, branch.organizationId, new Date().toISOString()))
      .returning({ id: vehicles.id });
    return recordVehicleCreated(tx, auth, (await findVehicle(tx, auth, created!.id))!);
  });
};

/**
 * An import's batch of new vehicles (checked as createVehicle's input is): one INSERT for the
 * vehicles, one for their first log entries, one activity for the batch.
 */
export const insertVehicles = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  inputs: readonly CreateInput[],
) => {
  if (inputs.length === 0) return;
  const now = new Date().toISOString();
  const created = await tx
    .insert(vehicles)
    .values(inputs.map((input) => newVehicleRow(input, organizationId, now)))
    .returning({
      id: vehicles.id,
      organizationId: vehicles.organizationId,
      status: vehicles.status,
    });
  await recordVehiclesImported(tx, auth, created);
};

/**
 * Edits fields; a different status goes through the status machine, logged, in the same
 * transaction. An edit that changes something writes a log entry naming the changed fields and
 * one activity (recordVehicleEdited; an import's batch writes the same, decision 0060).
 */
export const updateVehicle = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: UpdateInput,
) => {
  const existing = await getVehicle(db, auth, id);
  const { status, odometerReading, odometerCorrection, odometerConfirmed, ...fields } = input;
  if (fields.branchId !== undefined && fields.branchId !== existing.branchId)
    await usableBranch(db, auth, fields.branchId);
  const changed = changedVehicleFields(existing, fields);
  return db.transaction(async (tx) => {
    if (changed.length > 0)
      await tx
        .update(vehicles)
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where(eq(vehicles.id, id));
    let vehicle = (await findVehicle(tx, auth, id))!;
    if (status !== undefined && status !== vehicle.status) {
      vehicle = await changeVehicleStatus(tx, auth, vehicle, {
        status,
        odometerReading,
        odometerCorrection,
        odometerConfirmed,
      });
    } else if (changed.length > 0) {
      vehicle = await recordVehicleEdited(tx, auth, vehicle, changed);
    }
    return vehicle;
  });
};

export const deleteVehicle = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getVehicle(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(
      tx,
      vehicles,
      and(eq(vehicles.id, id), eq(vehicles.organizationId, existing.organizationId)),
    );
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'vehicle',
      action: 'vehicle_deleted',
      title: describe(existing),
      details: existing.licensePlate,
      entityType: 'vehicle',
      entityId: id,
    });
  });
};

export const setVehicleStatus = (
  db: Database,
  auth: AuthContext,
  id: number,
  change: Parameters<typeof changeVehicleStatus>[3],
) =>
  db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, auth, id);
    if (!vehicle) throw notFound();
    return changeVehicleStatus(tx, auth, vehicle, change);
  });

export const listVehicleLogs = async (db: Database, auth: AuthContext, vehicleId: number) => {
  await getVehicle(db, auth, vehicleId);
  const rows = await db
    .select({ log: vehicleLogs, firstName: users.firstName, lastName: users.lastName })
    .from(vehicleLogs)
    .leftJoin(users, eq(users.id, vehicleLogs.userId))
    .where(eq(vehicleLogs.vehicleId, vehicleId))
    .orderBy(desc(vehicleLogs.timestamp), desc(vehicleLogs.id));
  return rows.map(({ log, firstName, lastName }) => ({
    id: log.id,
    vehicleId: log.vehicleId,
    userId: log.userId,
    action: log.action,
    odometerReading: log.odometerReading,
    ...answeredNote(log),
    timestamp: log.timestamp,
    user: firstName !== null ? { firstName, lastName: lastName ?? '' } : null,
  }));
};

export const createVehicleLog = async (
  db: Database,
  auth: AuthContext,
  input: z.output<typeof vehicleLogSchema>,
) =>
  db.transaction(async (tx) => {
    const vehicle = await findVehicle(tx, auth, input.vehicleId);
    if (!vehicle) throw invalidField('vehicleId', 'validation.referenceInvalid');
    const reading = input.odometerReading ?? null;
    const judged =
      reading === null ? null : await judgeOdometerReading(tx, vehicle.id, reading, input);
    const [log] = await tx
      .insert(vehicleLogs)
      .values({
        organizationId: vehicle.organizationId,
        vehicleId: vehicle.id,
        userId: auth.user.id,
        impersonatorUserId: auth.impersonatorUserId,
        action: input.action,
        odometerReading: reading,
        notes: input.notes,
      })
      .returning();
    if (judged && reading !== null)
      await recordOdometerCorrection(tx, auth, vehicle, reading, judged.corrects);
    return { ...log!, ...answeredNote(log!), timestamp: log!.timestamp };
  });
