import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { AuthContext } from '../lib/auth-context.js';
import { tenantScope } from './tenant.js';

/**
 * Kept counts (decision 0070): the database keeps, per organization, list and filter key, how many
 * rows there are — statement triggers of migration 0026 add delta rows in the same transaction as
 * every insert, update and delete, so a count read here is exact at the reader's snapshot and
 * costs the same at 500 or 500,000 rows. The keys are built here exactly as the triggers' key
 * functions build them (`toolyard_count_keys_<table>`).
 */
export type CountedSubject =
  | 'tools'
  | 'vehicles'
  | 'reports'
  | 'sites'
  | 'storage_units'
  | 'parking_locations'
  | 'branches'
  | 'users';

export type KeptCount = { organizationId: number; subject: CountedSubject; key: string };

/** A kept total that is more than one key's sum (a due tab's, decision 0072), read when asked. */
export type KeptTotal = () => Promise<number>;

/** A key from its parts, the missing ones left out: ('b:17', 's:available') → "b:17|s:available". */
export const countKey = (...parts: Array<string | undefined>) =>
  parts.filter((part) => part !== undefined).join('|');

/** The query fields that page or order a list, never filter it. */
const PAGING_FIELDS = new Set(['limit', 'cursor', 'sort', 'dir', 'format', 'organizationId']);

/**
 * How a list's query maps onto its kept keys: each counted filter field and its key prefix
 * (`branchId` → "b"), at most one of them at a time, and the status field's prefix ("s") when the
 * list has one.
 */
export type CountedFilters = {
  subject: CountedSubject;
  places?: Record<string, string>;
  status?: string;
  /** A fixed part every query of this list has (the workers list: "role:worker"). */
  fixed?: string;
};

const valueOf = (query: object, field: string): unknown =>
  (query as Record<string, unknown>)[field];

/**
 * The kept count a list query can be answered from, or `undefined` when it has to be counted:
 * a search, a filter without a key (a due state, a tyre type), two place filters at once, or a
 * caller who sees more than one organization (a superadmin).
 */
export const keptCountFor = (
  auth: AuthContext,
  query: object,
  filters: CountedFilters,
): KeptCount | undefined => {
  const scope = tenantScope(auth);
  if (scope.kind !== 'organization') return undefined;
  const places = filters.places ?? {};
  let place: string | undefined;
  let status: string | undefined;
  for (const [field, value] of Object.entries(query)) {
    if (value === undefined || value === '' || PAGING_FIELDS.has(field)) continue;
    if (field === 'status' && filters.status) {
      status = `${filters.status}:${String(value)}`;
      continue;
    }
    const prefix = Object.hasOwn(places, field) ? places[field] : undefined;
    if (prefix === undefined || place !== undefined) return undefined;
    place = `${prefix}:${String(value)}`;
  }
  const organizationFilter = valueOf(query, 'organizationId');
  if (organizationFilter !== undefined && organizationFilter !== scope.organizationId)
    return undefined;
  return {
    organizationId: scope.organizationId,
    subject: filters.subject,
    key: countKey(filters.fixed, place, status),
  };
};

/** The kept count: the sum of its key's rows (one after a compaction, plus the newer deltas). */
export const readKeptCount = async (db: Executor, counted: KeptCount): Promise<number> => {
  const result = await db.execute<{ total: string | null }>(
    sql`select sum(delta) as total from row_counts
        where organization_id = ${counted.organizationId} and subject = ${counted.subject}
          and key = ${counted.key}`,
  );
  return Number(result.rows[0]?.total ?? 0);
};

/**
 * Several keys of one subject at once (the dashboard's per-status figures): one index lookup per
 * key, whatever the planner's statistics say about the table.
 */
export const readKeptCounts = async <Key extends string>(
  db: Executor,
  organizationId: number,
  subject: CountedSubject,
  keys: readonly Key[],
): Promise<Record<Key, number>> => {
  const result = await db.execute<{ key: Key; total: string | null }>(
    sql`select wanted.key,
          (select sum(delta) from row_counts
           where organization_id = ${organizationId} and subject = ${subject} and key = wanted.key) as total
        from unnest(array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]) as wanted(key)`,
  );
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of result.rows) totals[row.key] = Number(row.total ?? 0);
  return totals;
};

/**
 * Folds the delta rows of up to `maxKeys` keys into one row each, in one statement: the rows it
 * deletes and the sum it inserts commit together, so a reader sees either all the deltas or their
 * sum, never both or neither. A delta committed meanwhile is not in the DELETE's snapshot and
 * stays a row of its own. A key whose rows sum to zero goes. Answers the keys folded.
 */
export const compactRowCounts = async (db: Executor, maxKeys: number): Promise<number> => {
  const result = await db.execute<{ folded: string }>(sql`
    with pending as (
      select distinct organization_id, subject, key from row_counts where not compacted limit ${maxKeys}
    ), removed as (
      delete from row_counts r using pending p
      where r.organization_id = p.organization_id and r.subject = p.subject and r.key = p.key
      returning r.organization_id, r.subject, r.key, r.delta
    ), folded as (
      insert into row_counts (organization_id, subject, key, delta, compacted)
      select organization_id, subject, key, sum(delta), true from removed
      group by organization_id, subject, key having sum(delta) <> 0
      returning 1
    )
    select (select count(*) from pending) as folded`);
  return Number(result.rows[0]?.folded ?? 0);
};
