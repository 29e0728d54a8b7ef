import { vehicleLabel, type BookableKind, type BookedItemRef } from '@toolyard/shared';
import { reservationItems, tools, vehicles } from '../../db/schema.js';

/** What a query over reservation_items selects to name an item (tools and vehicles left-joined). */
export const bookedItemColumns = {
  toolId: reservationItems.toolId,
  vehicleId: reservationItems.vehicleId,
  toolName: tools.name,
  make: vehicles.make,
  model: vehicles.model,
  licensePlate: vehicles.licensePlate,
};

type BookedItemRow = {
  toolId: number | null;
  vehicleId: number | null;
  toolName: string | null;
  make: string | null;
  model: string | null;
  licensePlate: string | null;
};

/** A booked item as the answers name it: a tool by its name, a vehicle as its lists show it. */
export const bookedItem = (row: BookedItemRow): { kind: BookableKind; id: number; name: string } =>
  row.toolId !== null
    ? { kind: 'tool', id: row.toolId, name: row.toolName ?? '' }
    : {
        kind: 'vehicle',
        id: row.vehicleId!,
        name: vehicleLabel({
          make: row.make ?? '',
          model: row.model ?? '',
          licensePlate: row.licensePlate ?? '',
        }),
      };

/** The ids of one kind among a booking's items. */
export const idsOfKind = (items: readonly BookedItemRef[], kind: BookableKind) =>
  items.filter((item) => item.kind === kind).map((item) => item.id);
