import type { z } from 'zod';
import type { vehicleSchema, vehicleUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { recordVehiclesImported } from './move-vehicle.js';

export type CreateInput = z.output<typeof vehicleSchema>;

export type UpdateInput = z.output<typeof vehicleUpdateSchema>;

export const describe = (v: { make: string; model: string }) => `${v.make} ${v.model}`;

/** A vehicle may not start as pending confirmation: that is an assignment's state. */
export const checkInitialVehicleStatus = (input: Pick<CreateInput, 'status'>) => {
  if (input.status === 'pending_confirmation')
    throw invalidField('status', 'validation.initialStatus');
};

/** A new vehicle's row, as the form's create and an import's batch both insert it. */
export const newVehicleRow = (input: CreateInput, organizationId: number, now: string) => ({
  ...input,
  organizationId,
  ...(input.status === 'in_use' ? { assignmentDate: now, checkoutDate: now } : {}),
});

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
