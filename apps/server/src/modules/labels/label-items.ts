import type { SQL } from 'drizzle-orm';
import {
  vehicleLabel,
  type LabelSheetKind,
  type ParkingListQuery,
  type Page,
  type SiteListQuery,
  type StorageUnitListQuery,
  type ToolListQuery,
  type VehicleListQuery,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { parkingLocations, sites, storageUnits, tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { listTools, toolKind, type ToolView } from '../tools/index.js';
import { listVehicles, vehicleKind, type VehicleView } from '../vehicles/index.js';
import { selectUnits, toUnit } from '../storage/index.js';
import { listStorageUnits } from '../storage/index.js';
import { selectParkingLocations } from '../parking/index.js';
import { listParkingLocations } from '../parking/index.js';
import { selectSites, toSite } from '../sites/index.js';
import { listSites } from '../sites/index.js';

/** What a label prints of an item. */
export type LabelItem = {
  id: number;
  organizationId: number;
  name: string;
  code: string;
  /** A tool's serial number; null for everything else. */
  serial: string | null;
};

/**
 * How one kind's labels are found: by id (its own select, the WHERE given) or through its list's
 * own page function, so a filtered list prints exactly the rows its screen lists — the filters,
 * search and sort are that list's code, not a copy here.
 */
type LabelSource<Query> = {
  /** The table, for the WHERE of a look-up by id (its id and tenant columns). */
  table:
    typeof tools | typeof vehicles | typeof storageUnits | typeof parkingLocations | typeof sites;
  byIds: (db: Executor, where: SQL | undefined) => Promise<LabelItem[]>;
  list: (
    db: Executor,
    auth: AuthContext,
    query: Query & { limit: number },
  ) => Promise<LabelItem[] | Page<LabelItem>>;
};

const mapped = async <Item>(
  answer: Promise<Item[] | Page<Item>>,
  toLabel: (item: Item) => LabelItem,
) => {
  const found = await answer;
  return Array.isArray(found) ? found.map(toLabel) : { ...found, items: found.items.map(toLabel) };
};

const toolLabel = (tool: ToolView): LabelItem => ({
  id: tool.id,
  organizationId: tool.organizationId,
  name: tool.name,
  code: tool.labelCode,
  serial: tool.serialNumber,
});
// A vehicle is named as everywhere else: "make model (plate)".
const vehicleLabelItem = (vehicle: VehicleView): LabelItem => ({
  id: vehicle.id,
  organizationId: vehicle.organizationId,
  name: vehicleLabel(vehicle),
  code: vehicle.labelCode,
  serial: null,
});
const namedLabel = (item: {
  id: number;
  organizationId: number;
  name: string;
  labelCode: string;
}): LabelItem => ({
  id: item.id,
  organizationId: item.organizationId,
  name: item.name,
  code: item.labelCode,
  serial: null,
});

export const LABEL_SOURCES = {
  tool: {
    table: tools,
    byIds: async (db, where) => (await toolKind.read(db, { where, order: [] })).map(toolLabel),
    list: (db, auth, query) => mapped(listTools(db, auth, query), toolLabel),
  } satisfies LabelSource<ToolListQuery>,
  vehicle: {
    table: vehicles,
    byIds: async (db, where) =>
      (await vehicleKind.read(db, { where, order: [] })).map(vehicleLabelItem),
    list: (db, auth, query) => mapped(listVehicles(db, auth, query), vehicleLabelItem),
  } satisfies LabelSource<VehicleListQuery>,
  storage_unit: {
    table: storageUnits,
    byIds: async (db, where) =>
      (await selectUnits(db).where(where)).map((row) => namedLabel(toUnit(row))),
    list: (db, auth, query) => mapped(listStorageUnits(db, auth, query), namedLabel),
  } satisfies LabelSource<StorageUnitListQuery>,
  parking_location: {
    table: parkingLocations,
    byIds: async (db, where) => (await selectParkingLocations(db).where(where)).map(namedLabel),
    list: (db, auth, query) => mapped(listParkingLocations(db, auth, query), namedLabel),
  } satisfies LabelSource<ParkingListQuery>,
  site: {
    table: sites,
    byIds: async (db, where) =>
      (await selectSites(db).where(where)).map((row) => namedLabel(toSite(row))),
    list: (db, auth, query) => mapped(listSites(db, auth, query), namedLabel),
  } satisfies LabelSource<SiteListQuery>,
} satisfies Record<LabelSheetKind, unknown>;
