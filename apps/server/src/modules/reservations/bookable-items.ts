import { and, eq, inArray } from 'drizzle-orm';
import type { BookedItemRef } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';
import { bookedItem, idsOfKind } from './booked-item.js';

type BookableItem = ReturnType<typeof bookedItem> & { organizationId: number };

/**
 * The items a booking names, named, in its order. Each must be one the caller may see, and of
 * `organizationId` where given (the booking's site's): a missing or another tenant's item is
 * refused as a bad value of its own field (`items.2.id`), and nothing is booked.
 */
export const bookableItems = async (
  db: Executor,
  auth: AuthContext,
  items: readonly BookedItemRef[],
  organizationId?: number,
): Promise<BookableItem[]> => {
  const toolIds = idsOfKind(items, 'tool');
  const vehicleIds = idsOfKind(items, 'vehicle');
  const inOrganization = (column: typeof tools.organizationId | typeof vehicles.organizationId) =>
    and(inScope(auth, column), organizationId ? eq(column, organizationId) : undefined);
  // One after the other: a request holds one pool connection at a time.
  const toolRows =
    toolIds.length === 0
      ? []
      : await db
          .select({ id: tools.id, name: tools.name, organizationId: tools.organizationId })
          .from(tools)
          .where(and(inOrganization(tools.organizationId), inArray(tools.id, toolIds)));
  const vehicleRows =
    vehicleIds.length === 0
      ? []
      : await db
          .select({
            id: vehicles.id,
            make: vehicles.make,
            model: vehicles.model,
            licensePlate: vehicles.licensePlate,
            organizationId: vehicles.organizationId,
          })
          .from(vehicles)
          .where(and(inOrganization(vehicles.organizationId), inArray(vehicles.id, vehicleIds)));
  const found = new Map<string, BookableItem>([
    ...toolRows.map((row): [string, BookableItem] => [
      `tool:${row.id}`,
      { kind: 'tool', id: row.id, name: row.name, organizationId: row.organizationId },
    ]),
    ...vehicleRows.map((row): [string, BookableItem] => [
      `vehicle:${row.id}`,
      {
        ...bookedItem({ ...row, toolId: null, vehicleId: row.id, toolName: null }),
        organizationId: row.organizationId,
      },
    ]),
  ]);
  return items.map((item, index) => {
    const named = found.get(`${item.kind}:${item.id}`);
    if (!named) throw invalidField(`items.${index}.id`, 'validation.referenceInvalid');
    return named;
  });
};
