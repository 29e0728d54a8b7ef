import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TOOL_STATUSES, VEHICLE_STATUSES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { activity, reports, sites, storageUnits, tools, users, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { readKeptCounts } from '../../data/row-counts.js';
import { tenantScope } from '../../data/tenant.js';
import { selectTools, toTool } from '../tools/tool-view.js';
import { selectVehicles, toVehicle } from '../vehicles/vehicle-view.js';
import { activityItems } from './activity-items.js';

const RECENT = 5;
const FEED = 20;

/** The caller's one organization, when the counts can be read from its kept counts (decision 0070). */
const ownOrganization = (auth: AuthContext) => {
  const scope = tenantScope(auth);
  return scope.kind === 'organization' ? scope.organizationId : undefined;
};

/**
 * How many of the caller's items are in each status: an organization's from its kept counts
 * (one key per status), the platform's (a superadmin) counted in one pass.
 */
const countsByStatus = async <Status extends string>(
  db: Database,
  auth: AuthContext,
  counted: { subject: 'tools' | 'vehicles'; table: typeof tools | typeof vehicles },
  statuses: readonly Status[],
): Promise<Record<Status, number>> => {
  const organizationId = ownOrganization(auth);
  if (organizationId !== undefined) {
    const kept = await readKeptCounts(
      db,
      organizationId,
      counted.subject,
      statuses.map((status) => `s:${status}`),
    );
    return Object.fromEntries(
      statuses.map((status) => [status, kept[`s:${status}`] ?? 0]),
    ) as Record<Status, number>;
  }
  const rows = await db
    .select({ status: counted.table.status, total: count() })
    .from(counted.table)
    .where(inScope(auth, counted.table.organizationId))
    .groupBy(counted.table.status);
  const totals = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  for (const row of rows) totals[row.status as Status] = row.total;
  return totals;
};

export const toolSummary = async (db: Database, auth: AuthContext) => {
  const counts = await countsByStatus(db, auth, { subject: 'tools', table: tools }, TOOL_STATUSES);
  return {
    available: counts.available,
    checkedOut: counts.checked_out,
    pendingConfirmation: counts.pending_confirmation,
    maintenance: counts.maintenance,
    // The organization page reads checked_out: both spellings.
    checked_out: counts.checked_out,
  };
};

export const vehicleSummary = async (db: Database, auth: AuthContext) => {
  const counts = await countsByStatus(
    db,
    auth,
    { subject: 'vehicles', table: vehicles },
    VEHICLE_STATUSES,
  );
  return {
    available: counts.available,
    inUse: counts.in_use,
    pendingConfirmation: counts.pending_confirmation,
    service: counts.service,
    in_use: counts.in_use,
  };
};

export const recentTools = async (db: Database, auth: AuthContext) =>
  (
    await selectTools(db)
      .where(inScope(auth, tools.organizationId))
      .orderBy(desc(tools.createdAt), desc(tools.id))
      .limit(RECENT)
  ).map(toTool);

export const recentVehicles = async (db: Database, auth: AuthContext) =>
  (
    await selectVehicles(db)
      .where(inScope(auth, vehicles.organizationId))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(RECENT)
  ).map(toVehicle);

/** `where <tenant condition> and <extra>`, or nothing for a superadmin without extra. */
const whereScoped = (auth: AuthContext, column: Parameters<typeof inScope>[1], extra?: SQL) => {
  const conditions = [inScope(auth, column), extra].filter((c): c is SQL => c !== undefined);
  return conditions.length > 0 ? sql`where ${and(...conditions)}` : sql``;
};

/** One kept count in the dashboard's statement: the sum of its key's rows. */
const kept = (organizationId: number, subject: string, key: SQL) =>
  sql`(select coalesce(sum(delta), 0)::int from row_counts where organization_id = ${organizationId} and subject = ${subject} and key = ${key})`;

type Stats = {
  tools: number;
  vehicles: number;
  active_sites: number;
  storage_units: number;
  active_workers: number;
  reports_today: number;
  reports_this_week: number;
};

/**
 * An organization's dashboard figures from its kept counts (decision 0070): each an index lookup,
 * this week's reports the day keys from Monday's on, a range of the index (keys compare bytewise,
 * and ';' follows ':'; later days are included, as the counting statement below counts them).
 */
const keptStats = async (db: Database, organizationId: number) => {
  const today = sql`'day:' || to_char(current_date, 'YYYY-MM-DD')`;
  const monday = sql`'day:' || to_char(date_trunc('week', current_date), 'YYYY-MM-DD')`;
  const result = await db.execute<Stats>(sql`
    select
      ${kept(organizationId, 'tools', sql`''`)} as tools,
      ${kept(organizationId, 'vehicles', sql`''`)} as vehicles,
      ${kept(organizationId, 'sites', sql`'active'`)} as active_sites,
      ${kept(organizationId, 'storage_units', sql`''`)} as storage_units,
      ${kept(organizationId, 'users', sql`'role:worker'`)} as active_workers,
      ${kept(organizationId, 'reports', today)} as reports_today,
      (select coalesce(sum(delta), 0)::int from row_counts where organization_id = ${organizationId}
         and subject = 'reports' and key >= ${monday} and key < 'day;') as reports_this_week`);
  return result.rows[0]!;
};

/**
 * Every figure of the dashboard and the organization page in one round trip. "Today" and "this
 * week" (ISO week, from Monday) follow the database's clock.
 */
export const dashboardStats = async (db: Database, auth: AuthContext) => {
  const organizationId = ownOrganization(auth);
  const row =
    organizationId === undefined
      ? await countedStats(db, auth)
      : await keptStats(db, organizationId);
  return {
    tools: row.tools,
    vehicles: row.vehicles,
    activeSites: row.active_sites,
    storageUnits: row.storage_units,
    totalTools: row.tools,
    totalVehicles: row.vehicles,
    activeWorkers: row.active_workers,
    reportsToday: row.reports_today,
    reportsThisWeek: row.reports_this_week,
  };
};

/** The platform's figures (a superadmin): counted over every organization. */
const countedStats = async (db: Database, auth: AuthContext) => {
  const result = await db.execute<{
    tools: number;
    vehicles: number;
    active_sites: number;
    storage_units: number;
    active_workers: number;
    reports_today: number;
    reports_this_week: number;
  }>(sql`
    select
      (select count(*)::int from ${tools} ${whereScoped(auth, tools.organizationId)}) as tools,
      (select count(*)::int from ${vehicles} ${whereScoped(auth, vehicles.organizationId)}) as vehicles,
      (select count(*)::int from ${sites} ${whereScoped(auth, sites.organizationId, sql`${sites.active}`)}) as active_sites,
      (select count(*)::int from ${storageUnits} ${whereScoped(auth, storageUnits.organizationId)}) as storage_units,
      (select count(*)::int from ${users} ${whereScoped(auth, users.organizationId, sql`${users.role} = 'worker'`)}) as active_workers,
      (select count(*)::int from ${reports} ${whereScoped(auth, reports.organizationId, sql`${reports.reportDate} = current_date`)}) as reports_today,
      (select count(*)::int from ${reports} ${whereScoped(auth, reports.organizationId, sql`${reports.reportDate} >= date_trunc('week', current_date)::date`)}) as reports_this_week`);
  return result.rows[0]!;
};

const FEED_TYPES = ['tool', 'vehicle', 'report', 'alert', 'user', 'organization'] as const;

/** The dashboard's feed: what happened in the organization, newest first (sign-in events stay in the audit trail). */
export const recentActivity = async (db: Database, auth: AuthContext) => {
  const rows = await db
    .select({ entry: activity, firstName: users.firstName, lastName: users.lastName })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorUserId))
    .where(and(inScope(auth, activity.organizationId), inArray(activity.type, [...FEED_TYPES])))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(FEED);
  const items = await activityItems(
    db,
    rows.map(({ entry }) => entry),
  );
  return rows.map(({ entry, firstName, lastName }, index) => {
    const type: 'tool' | 'vehicle' | 'report' | 'alert' =
      entry.type === 'tool' || entry.type === 'vehicle' || entry.type === 'report'
        ? entry.type
        : 'alert';
    const user = firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null;
    const timestamp = entry.createdAt;
    return {
      id: entry.id,
      type,
      action: entry.action,
      title: entry.title,
      details: entry.details,
      timestamp,
      // The organization page's variant of the same entry.
      description: entry.details ? `${entry.title} · ${entry.details}` : entry.title,
      time: timestamp,
      user,
      item: items[index] ?? null,
    };
  });
};
