import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { MaintenanceCosts } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { branches, maintenanceRecords, tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';

/** The items the report names: where most of the money went. */
const TOP_ITEMS = 10;

const money = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::numeric(14,2)::text`;

/** The first day after month `yyyy-MM`. */
const monthAfter = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};

/**
 * What maintenance cost per month and branch (the branch the item was in when it was done), the
 * items that cost most, and the total, over months from..to. Three aggregates over
 * the organization's records of those months (its (organization, day) index), at most 24 months.
 */
export const maintenanceCosts = async (
  db: Database,
  auth: AuthContext,
  range: { from: string; to: string },
): Promise<MaintenanceCosts> => {
  const within = and(
    inScope(auth, maintenanceRecords.organizationId),
    gte(maintenanceRecords.performedOn, `${range.from}-01`),
    lt(maintenanceRecords.performedOn, monthAfter(range.to)),
  );
  const month = sql<string>`to_char(${maintenanceRecords.performedOn}, 'YYYY-MM')`;
  const [rows, items, [sum]] = await Promise.all([
    db
      .select({
        month,
        branchId: maintenanceRecords.branchId,
        branchName: branches.name,
        records: sql<number>`count(*)::int`,
        total: money(maintenanceRecords.cost),
      })
      .from(maintenanceRecords)
      .leftJoin(branches, eq(branches.id, maintenanceRecords.branchId))
      .where(within)
      .groupBy(month, maintenanceRecords.branchId, branches.name)
      .orderBy(month, branches.name),
    db
      .select({
        toolId: maintenanceRecords.toolId,
        vehicleId: maintenanceRecords.vehicleId,
        toolName: tools.name,
        vehicleName: sql<
          string | null
        >`${vehicles.make} || ' ' || ${vehicles.model} || ' (' || ${vehicles.licensePlate} || ')'`,
        records: sql<number>`count(*)::int`,
        total: money(maintenanceRecords.cost),
      })
      .from(maintenanceRecords)
      .leftJoin(tools, eq(tools.id, maintenanceRecords.toolId))
      .leftJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId))
      .where(within)
      .groupBy(
        maintenanceRecords.toolId,
        maintenanceRecords.vehicleId,
        tools.name,
        vehicles.make,
        vehicles.model,
        vehicles.licensePlate,
      )
      .orderBy(desc(sql`sum(${maintenanceRecords.cost})`), maintenanceRecords.toolId)
      .limit(TOP_ITEMS),
    db
      .select({ total: money(maintenanceRecords.cost) })
      .from(maintenanceRecords)
      .where(within),
  ]);
  return {
    rows: rows.map((row) => ({
      month: row.month,
      branch:
        row.branchId !== null && row.branchName !== null
          ? { id: row.branchId, name: row.branchName }
          : null,
      records: row.records,
      total: row.total,
    })),
    items: items.flatMap((item): MaintenanceCosts['items'] => {
      const { records, total } = item;
      if (item.toolId !== null && item.toolName !== null)
        return [{ kind: 'tool', id: item.toolId, name: item.toolName, records, total }];
      if (item.vehicleId !== null && item.vehicleName !== null)
        return [{ kind: 'vehicle', id: item.vehicleId, name: item.vehicleName, records, total }];
      return [];
    }),
    total: sum?.total ?? '0.00',
  };
};
