import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import { conflict } from '../../lib/domain-errors.js';

/**
 * A user who still holds tools or vehicles of their organization cannot be moved to another
 * one: the items would stay handed to someone the organization no longer sees, and the user
 * would keep another tenant's things. The admin takes them back first (a status change).
 * Call it after the user's row was updated in the same transaction: the row lock makes a
 * concurrent assignment (which reads the worker FOR SHARE) either finish first and be counted,
 * or wait and then find the worker gone.
 */
export const assertHoldsNothing = async (tx: Executor, userId: number) => {
  const [heldTools] = await tx
    .select({ n: count() })
    .from(tools)
    .where(eq(tools.assignedUserId, userId));
  const [heldVehicles] = await tx
    .select({ n: count() })
    .from(vehicles)
    .where(eq(vehicles.assignedUserId, userId));
  const toolCount = heldTools?.n ?? 0;
  const vehicleCount = heldVehicles?.n ?? 0;
  if (toolCount === 0 && vehicleCount === 0) return;
  throw conflict('errors.userHoldsItems', {
    values: { tools: toolCount, vehicles: vehicleCount },
    fieldErrors: { organizationId: 'errors.userHoldsItemsField' },
  });
};
