import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { readKeptCounts } from '../../data/row-counts.js';
import { tenantScope } from '../../data/tenant.js';

export const RECENT = 5;

/** The caller's one organization, when the counts can be read from its kept counts (decision 0070). */
export const ownOrganization = (auth: AuthContext) => {
  const scope = tenantScope(auth);
  return scope.kind === 'organization' ? scope.organizationId : undefined;
};

/**
 * How many of the caller's items are in each status: an organization's from its kept counts
 * (one key per status), the platform's (a superadmin) counted in one pass.
 */
export const countsByStatus = async <Status extends string>(
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
