import { sql } from 'drizzle-orm';
import type { DueFilter } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  keptCountFor,
  type CountedFilters,
  type KeptCount,
  type KeptTotal,
} from '../../data/row-counts.js';

/** How many of an organization's tools and vehicles are overdue and due soon. */
export type DueCounts = {
  overdue: { tools: number; vehicles: number };
  dueSoon: { tools: number; vehicles: number };
};

/**
 * The organization's day and window, as the due rule reads them (due-sql.ts): one row of
 * `today`, `soon_until` and `due_soon_km`, for a statement's `with bounds as (…)`.
 */
export const dueBounds = (organizationId: number) => sql`
  select (now() at time zone time_zone)::date as today,
         (now() at time zone time_zone)::date + due_soon_days as soon_until,
         due_soon_km
  from organizations where id = ${organizationId}`;

type CountsRow = {
  tools_overdue: string | null;
  tools_soon: string | null;
  vehicles_overdue: string | null;
  vehicles_soon: string | null;
};

/**
 * The organization's due counts from its kept day keys (decision 0072), the same at 5,000 or
 * 500,000 items: a tool counts under its next maintenance day, a vehicle under its due day (the
 * earliest of its days) or under "due:!" once its kilometres are used up. Overdue is the range
 * of keys before today's, due soon the range from today's to the window's end — one index entry
 * per day. The one part counted row by row is the vehicles due soon by kilometres alone (within
 * the organization's kilometres of their service, not due by a day): the vehicles nearing a
 * service, from their own partial index, which covers the read.
 */
export const keptDueCounts = async (db: Executor, organizationId: number): Promise<DueCounts> => {
  const { rows } = await db.execute<CountsRow>(sql`
    with bounds as (${dueBounds(organizationId)}), keys as (
      select bounds.*, 'due:' || to_char(today, 'YYYY-MM-DD') as today_key,
             'due:' || to_char(soon_until, 'YYYY-MM-DD') as soon_key
      from bounds
    ), kept as (
      select subject,
             sum(delta) filter (where key < keys.today_key) as overdue,
             sum(delta) filter (where key >= keys.today_key) as soon
      from row_counts, keys
      where organization_id = ${organizationId} and subject in ('tools', 'vehicles')
        and key > 'due:' and key <= keys.soon_key
      group by subject
    )
    select (select overdue from kept where subject = 'tools') as tools_overdue,
           (select soon from kept where subject = 'tools') as tools_soon,
           (select overdue from kept where subject = 'vehicles') as vehicles_overdue,
           coalesce((select soon from kept where subject = 'vehicles'), 0)
             + (select count(*) from vehicles
                where organization_id = ${organizationId}
                  and service_km_left > 0 and service_km_left <= keys.due_soon_km
                  and (due_day > keys.soon_until or due_day is null)) as vehicles_soon
    from keys`);
  const found = rows[0];
  return {
    overdue: {
      tools: Number(found?.tools_overdue ?? 0),
      vehicles: Number(found?.vehicles_overdue ?? 0),
    },
    dueSoon: {
      tools: Number(found?.tools_soon ?? 0),
      vehicles: Number(found?.vehicles_soon ?? 0),
    },
  };
};

/**
 * A tools or vehicles list's kept total (decisions 0070, 0072). A due tab alone reads the kept
 * due count of the list's subject; a due tab with any other filter has no kept total and is
 * counted; without a due tab, the query's kept key (`keptCountFor`).
 */
export const keptOrDueTotal = (
  db: Executor,
  auth: AuthContext,
  query: { due?: DueFilter },
  filters: CountedFilters & { subject: 'tools' | 'vehicles' },
): KeptCount | KeptTotal | undefined => {
  const kept = keptCountFor(auth, { ...query, due: undefined }, filters);
  const due = query.due;
  if (!due) return kept;
  if (kept?.key !== '') return undefined;
  const { organizationId } = kept;
  return async () => {
    const counts = await keptDueCounts(db, organizationId);
    return (due === 'overdue' ? counts.overdue : counts.dueSoon)[filters.subject];
  };
};
