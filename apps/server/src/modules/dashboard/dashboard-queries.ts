import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activity, reports, sites, storageUnits, tools, users, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { selectTools, toTool } from '../tools/tool-view.js';
import { selectVehicles, toVehicle } from '../vehicles/vehicle-view.js';
import { activityItems } from './activity-items.js';

const RECENT = 5;
const FEED = 20;

/** One aggregate per widget: counts by status in a single pass. */
export const toolSummary = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select({
      available: sql<number>`count(*) filter (where ${tools.status} = 'available')::int`,
      checkedOut: sql<number>`count(*) filter (where ${tools.status} = 'checked_out')::int`,
      pendingConfirmation: sql<number>`count(*) filter (where ${tools.status} = 'pending_confirmation')::int`,
      maintenance: sql<number>`count(*) filter (where ${tools.status} = 'maintenance')::int`,
    })
    .from(tools)
    .where(inScope(auth, tools.organizationId));
  const summary = row ?? { available: 0, checkedOut: 0, pendingConfirmation: 0, maintenance: 0 };
  // The organization page reads checked_out: both spellings.
  return { ...summary, checked_out: summary.checkedOut };
};

export const vehicleSummary = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select({
      available: sql<number>`count(*) filter (where ${vehicles.status} = 'available')::int`,
      inUse: sql<number>`count(*) filter (where ${vehicles.status} = 'in_use')::int`,
      pendingConfirmation: sql<number>`count(*) filter (where ${vehicles.status} = 'pending_confirmation')::int`,
      service: sql<number>`count(*) filter (where ${vehicles.status} = 'service')::int`,
    })
    .from(vehicles)
    .where(inScope(auth, vehicles.organizationId));
  const summary = row ?? { available: 0, inUse: 0, pendingConfirmation: 0, service: 0 };
  return { ...summary, in_use: summary.inUse };
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

/**
 * Every figure of the dashboard and the organization page in one round trip. "Today" and "this
 * week" (ISO week, from Monday) follow the database's clock.
 */
export const dashboardStats = async (db: Database, auth: AuthContext) => {
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
  const row = result.rows[0]!;
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
