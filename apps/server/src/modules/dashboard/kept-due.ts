import { sql } from 'drizzle-orm';
import { DASHBOARD_DUE_ITEMS } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { tools, vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { tenantScope } from '../../data/tenant.js';
import { dueBounds, keptDueCounts } from '../due/index.js';
import { dueAnswer, mostUrgentDue } from './due-widget.js';

type CandidateRow = { tool_ids: number[] | null; vehicle_ids: number[] | null };

/**
 * The candidates for the most urgent items: the first `limit` of each way an item can be in a
 * group, each the head of an index in urgency order — tools by maintenance day; vehicles by due
 * day (overdue, or due soon by a day), by service day among those past their kilometres, and by
 * service day among those due soon by kilometres alone. Their union holds the `limit` most
 * urgent of each group (an item's urgency is its earliest day in the group, decision 0042).
 */
const urgentCandidates = async (db: Database, organizationId: number, limit: number) => {
  const { rows } = await db.execute<CandidateRow>(sql`
    with bounds as (${dueBounds(organizationId)})
    select
      array(
        (select id from tools
         where organization_id = ${organizationId} and next_maintenance_date < bounds.today
         order by next_maintenance_date, id limit ${limit})
        union all
        (select id from tools
         where organization_id = ${organizationId}
           and next_maintenance_date between bounds.today and bounds.soon_until
         order by next_maintenance_date, id limit ${limit})
      ) as tool_ids,
      array(
        (select id from vehicles
         where organization_id = ${organizationId} and due_day < bounds.today
         order by due_day, id limit ${limit})
        union
        (select id from vehicles
         where organization_id = ${organizationId} and service_km_left <= 0
         order by service_day, id limit ${limit})
        union
        (select id from vehicles
         where organization_id = ${organizationId}
           and due_day between bounds.today and bounds.soon_until
           and (service_km_left > 0 or service_km_left is null)
         order by due_day, id limit ${limit})
        union
        (select id from vehicles
         where organization_id = ${organizationId}
           and service_km_left > 0 and service_km_left <= bounds.due_soon_km
           and (due_day > bounds.soon_until or due_day is null)
         order by service_day, id limit ${limit})
      ) as vehicle_ids
    from bounds`);
  return { tools: rows[0]?.tool_ids ?? [], vehicles: rows[0]?.vehicle_ids ?? [] };
};

/**
 * What is due in one organization, at the same cost at 5,000 or 500,000 items (decision 0072):
 * the counts from its kept day keys, the candidates from the heads of its indexes; dueAnswer
 * reads the candidates' rows and orders them as the counted pass does.
 */
export const organizationDueKept = async (db: Database, organizationId: number, limit: number) => {
  const [counts, candidates] = await Promise.all([
    keptDueCounts(db, organizationId),
    urgentCandidates(db, organizationId, limit),
  ]);
  return dueAnswer(db, counts, candidates, limit);
};

/**
 * The dashboard's "Due and overdue" widget: the caller's organization's items, from its kept
 * counts; a superadmin's, over every organization, counted.
 */
export const dashboardDue = (db: Database, auth: AuthContext) => {
  const scope = tenantScope(auth);
  if (scope.kind === 'organization')
    return organizationDueKept(db, scope.organizationId, DASHBOARD_DUE_ITEMS);
  return mostUrgentDue(
    db,
    {
      tools: inScope(auth, tools.organizationId),
      vehicles: inScope(auth, vehicles.organizationId),
    },
    DASHBOARD_DUE_ITEMS,
  );
};
