import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reports, sites, storageUnits, tools, users, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { ownOrganization } from './dashboard-queries.js';

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
