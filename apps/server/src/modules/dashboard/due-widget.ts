import { and, asc, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DUE_ITEMS, vehicleLabel, type DashboardDueItem } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import {
  serviceReading,
  toolDueDay,
  toolDueJoin,
  toolDueState,
  toolIsDue,
  vehicleDueDay,
  vehicleDueJoin,
  vehicleDueState,
  vehicleIsDue,
} from '../due/due-sql.js';
import { selectTools, toTool } from '../tools/tool-view.js';
import { selectVehicles, toVehicle } from '../vehicles/vehicle-view.js';

type DueGroup = 'overdue' | 'due_soon';

/** Which tools and which vehicles are asked about: the caller's, an organization's, a worker's. */
export type DueWhere = { tools: SQL | undefined; vehicles: SQL | undefined };

/**
 * How many of the asked tools and vehicles are in each state: one aggregate per table, grouped
 * by the state the lists filter by (each row's state worked out once, its organization joined).
 */
const dueCounts = async (db: Database, where: DueWhere) => {
  const [toolCounts, vehicleCounts] = await Promise.all([
    db
      .select({ state: toolDueState, count: sql<number>`count(*)::int` })
      .from(tools)
      .innerJoin(...toolDueJoin)
      .where(where.tools)
      .groupBy(toolDueState),
    db
      .select({ state: vehicleDueState, count: sql<number>`count(*)::int` })
      .from(vehicles)
      .innerJoin(...vehicleDueJoin)
      .leftJoinLateral(serviceReading, sql`true`)
      .where(where.vehicles)
      .groupBy(vehicleDueState),
  ]);
  const countOf = (rows: Array<{ state: string; count: number }>, state: DueGroup) =>
    rows.find((row) => row.state === state)?.count ?? 0;
  return {
    overdue: { tools: countOf(toolCounts, 'overdue'), vehicles: countOf(vehicleCounts, 'overdue') },
    dueSoon: {
      tools: countOf(toolCounts, 'due_soon'),
      vehicles: countOf(vehicleCounts, 'due_soon'),
    },
  };
};

/** The earliest day among the item's reasons in its group, as the SQL orders by it. */
const dayOf = (item: DashboardDueItem, group: DueGroup) =>
  item.due.reasons
    .filter((reason) => reason.state === group && reason.date !== null)
    .map((reason) => reason.date!)
    .sort()[0] ?? null;

/** Earliest day first (none last), then tools before vehicles, then by id: the SQL's order too. */
const byUrgency = (group: DueGroup) => (a: DashboardDueItem, b: DashboardDueItem) => {
  const [dayA, dayB] = [dayOf(a, group), dayOf(b, group)];
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    return dayA < dayB ? -1 : 1;
  }
  if (a.kind !== b.kind) return a.kind === 'tool' ? -1 : 1;
  return a.id - b.id;
};

/** The most urgent `limit` items of one state, tools and vehicles mixed. */
const dueItems = async (
  db: Database,
  where: DueWhere,
  group: DueGroup,
  counts: { tools: number; vehicles: number },
  limit: number,
): Promise<DashboardDueItem[]> => {
  // A table with nothing in the state is not asked at all.
  const [toolRows, vehicleRows] = await Promise.all([
    counts.tools === 0
      ? []
      : selectTools(db)
          .where(and(where.tools, toolIsDue(group)))
          .orderBy(sql`${toolDueDay(group)} asc nulls last`, asc(tools.id))
          .limit(limit),
    counts.vehicles === 0
      ? []
      : selectVehicles(db)
          .where(and(where.vehicles, vehicleIsDue(group)))
          .orderBy(sql`${vehicleDueDay(group)} asc nulls last`, asc(vehicles.id))
          .limit(limit),
  ]);
  const items: DashboardDueItem[] = [
    ...toolRows.map(toTool).map((tool) => ({
      kind: 'tool' as const,
      id: tool.id,
      name: tool.name,
      nextServiceDate: null,
      due: tool.due,
    })),
    ...vehicleRows.map(toVehicle).map((vehicle) => ({
      kind: 'vehicle' as const,
      id: vehicle.id,
      name: vehicleLabel(vehicle),
      nextServiceDate: vehicle.nextServiceDate,
      due: vehicle.due,
    })),
  ];
  return items.sort(byUrgency(group)).slice(0, limit);
};

/**
 * What is due among the asked items: the counts by the lists' own filters, and the most urgent
 * `limit` items — overdue ones first, due-soon ones only while there is room. Bounded: two
 * aggregates and at most four queries of at most `limit` rows. The dashboard's widget and the
 * daily digest (modules/digest) both read it.
 */
export const mostUrgentDue = async (db: Database, where: DueWhere, limit: number) => {
  const counts = await dueCounts(db, where);
  const overdue = await dueItems(db, where, 'overdue', counts.overdue, limit);
  const room = limit - overdue.length;
  const dueSoon = room > 0 ? await dueItems(db, where, 'due_soon', counts.dueSoon, room) : [];
  return { ...counts, items: [...overdue, ...dueSoon] };
};

/** The dashboard's "Due and overdue" widget: the caller's organization's items. */
export const dashboardDue = (db: Database, auth: AuthContext) =>
  mostUrgentDue(
    db,
    {
      tools: inScope(auth, tools.organizationId),
      vehicles: inScope(auth, vehicles.organizationId),
    },
    DASHBOARD_DUE_ITEMS,
  );
