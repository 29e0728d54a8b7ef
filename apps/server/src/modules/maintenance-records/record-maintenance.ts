import { type maintenanceDoneSchema } from '@toolyard/shared';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context.js';

export type MaintenanceDone = z.output<typeof maintenanceDoneSchema>;

/**
 * Only the latest maintenance moves the dates on: one entered late for an earlier day is
 * recorded and costed, but does not move the next date back.
 */
export const isLatest = (performedOn: string, last: string | null) => !last || performedOn >= last;

export const recordRow = (
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
