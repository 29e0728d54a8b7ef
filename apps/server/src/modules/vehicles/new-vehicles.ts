import type { z } from 'zod';
import type { vehicleSchema, vehicleUpdateSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { newItemRow } from '../items/index.js';
import { recordVehiclesImported } from './move-vehicle.js';

export type CreateInput = z.output<typeof vehicleSchema>;

export type UpdateInput = z.output<typeof vehicleUpdateSchema>;

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
    .values(inputs.map((input) => newItemRow('vehicle', input, organizationId, now)))
    .returning({
      id: vehicles.id,
      organizationId: vehicles.organizationId,
      status: vehicles.status,
    });
  await recordVehiclesImported(tx, auth, created);
};
