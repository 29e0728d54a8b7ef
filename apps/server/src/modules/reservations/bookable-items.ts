import { and, eq, inArray } from 'drizzle-orm';
import type { BookedItemRef } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';

/**
 * Every item a booking names must be one of the organization's: a missing or another tenant's
 * item is refused as a bad value of its own field (`items.2.id`), and nothing is booked.
 */
export const checkBookableItems = async (
  db: Executor,
  organizationId: number,
  items: readonly BookedItemRef[],
) => {
  const idsOf = (kind: BookedItemRef['kind']) =>
    items.filter((item) => item.kind === kind).map((item) => item.id);
  const toolIds = idsOf('tool');
  const vehicleIds = idsOf('vehicle');
  // One after the other: a request holds one pool connection at a time.
  const toolRows =
    toolIds.length === 0
      ? []
      : await db
          .select({ id: tools.id })
          .from(tools)
          .where(and(eq(tools.organizationId, organizationId), inArray(tools.id, toolIds)));
  const vehicleRows =
    vehicleIds.length === 0
      ? []
      : await db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(
            and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, vehicleIds)),
          );
  const found = new Set([
    ...toolRows.map(({ id }) => `tool:${id}`),
    ...vehicleRows.map(({ id }) => `vehicle:${id}`),
  ]);
  const missing = items.findIndex((item) => !found.has(`${item.kind}:${item.id}`));
  if (missing >= 0) throw invalidField(`items.${missing}.id`, 'validation.referenceInvalid');
};
