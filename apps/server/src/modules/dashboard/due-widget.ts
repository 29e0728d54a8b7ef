import { sql, type SQL } from 'drizzle-orm';
import { vehicleLabel, type DashboardDueItem } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { toolDueRows, vehicleDueRows } from '../due/index.js';
import type { DueCounts } from '../due/index.js';
import { itemsByIds } from '../../data/item-read.js';
import { toolKind } from '../tools/index.js';
import { vehicleKind } from '../vehicles/index.js';

type DueGroup = 'overdue' | 'due_soon';

/** Which tools and which vehicles are asked about: the caller's, an organization's, a worker's. */
export type DueWhere = { tools: SQL | undefined; vehicles: SQL | undefined };

type DueRank = { state: DueGroup; count: number; ids: number[] };

/**
 * One pass over a table's asked rows: how many are in each state, and the ids of the `limit`
 * most urgent of each (earliest day in that state first, then by id). Every row's state and days
 * are worked out once, in the inner select (OFFSET 0 keeps it whole, so the outer filter and the
 * aggregate read them as columns); the rows themselves are read afterwards, only for those ids.
 * A count and an ordered pick per state in separate statements walked the table (and a vehicle's
 * readings) three times, and joined every row's branch and holder before sorting.
 */
const rankDue = async (db: Database, rows: SQL, limit: number): Promise<DueRank[]> => {
  const { rows: ranks } = await db.execute<DueRank>(sql`select state, count(*)::int as count,
      (array_agg(id order by case state when 'overdue' then overdue_day else soon_day end
        asc nulls last, id))[1:${limit}] as ids
    from (${rows} offset 0) as due_rows
    where state in ('overdue', 'due_soon')
    group by state`);
  return ranks;
};

const rankOf = (ranks: DueRank[], state: DueGroup) =>
  ranks.find((rank) => rank.state === state) ?? { state, count: 0, ids: [] };

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

/** The rows of the picked ids, as the lists show them (a table with none picked is not asked). */
const pickedItems = async (
  db: Database,
  toolIds: number[],
  vehicleIds: number[],
): Promise<DashboardDueItem[]> => {
  const [toolsRead, vehiclesRead] = await Promise.all([
    itemsByIds(db, toolKind, toolIds),
    itemsByIds(db, vehicleKind, vehicleIds),
  ]);
  return [
    ...toolsRead.map((tool) => ({
      kind: 'tool' as const,
      id: tool.id,
      name: tool.name,
      nextServiceDate: null,
      due: tool.due,
    })),
    ...vehiclesRead.map((vehicle) => ({
      kind: 'vehicle' as const,
      id: vehicle.id,
      name: vehicleLabel(vehicle),
      nextServiceDate: vehicle.nextServiceDate,
      due: vehicle.due,
    })),
  ];
};

/**
 * The answer from the counts and the picked candidates: the candidates' rows as the lists show
 * them, the `limit` most urgent — overdue ones first, due-soon ones only while there is room.
 * The candidates may be more than the answer; they must hold the most urgent of each group.
 */
export const dueAnswer = async (
  db: Database,
  counts: DueCounts,
  candidates: { tools: number[]; vehicles: number[] },
  limit: number,
) => {
  const items = await pickedItems(db, candidates.tools, candidates.vehicles);
  const inGroup = (group: DueGroup) =>
    items.filter((item) => item.due.state === group).sort(byUrgency(group));
  const overdue = inGroup('overdue').slice(0, limit);
  const dueSoon = inGroup('due_soon').slice(0, limit - overdue.length);
  return { ...counts, items: [...overdue, ...dueSoon] };
};

/**
 * What is due among any asked items (a worker's digest, a superadmin's dashboard): one pass over
 * each table's asked rows, then at most `limit` rows of each read by id. An organization's
 * whole answer comes from its kept counts instead (kept-due.ts).
 */
export const mostUrgentDue = async (db: Database, where: DueWhere, limit: number) => {
  const [toolRanks, vehicleRanks] = await Promise.all([
    rankDue(db, toolDueRows(where.tools), limit),
    rankDue(db, vehicleDueRows(where.vehicles), limit),
  ]);
  const [toolsOverdue, toolsSoon] = [rankOf(toolRanks, 'overdue'), rankOf(toolRanks, 'due_soon')];
  const [vehiclesOverdue, vehiclesSoon] = [
    rankOf(vehicleRanks, 'overdue'),
    rankOf(vehicleRanks, 'due_soon'),
  ];
  return dueAnswer(
    db,
    {
      overdue: { tools: toolsOverdue.count, vehicles: vehiclesOverdue.count },
      dueSoon: { tools: toolsSoon.count, vehicles: vehiclesSoon.count },
    },
    {
      tools: [...toolsOverdue.ids, ...toolsSoon.ids],
      vehicles: [...vehiclesOverdue.ids, ...vehiclesSoon.ids],
    },
    limit,
  );
};
