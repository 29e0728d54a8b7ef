import type pg from 'pg';

type Difference = { key: string; kept: number | null; fresh: number | null };

/**
 * Every key of `table` where the organization's kept count (decision 0070) and a fresh count of
 * its rows by the same key function disagree: empty when the kept counts are exact.
 */
export const keptCountDisagreements = async (
  pool: pg.Pool,
  table: 'tools' | 'vehicles' | 'reports' | 'sites' | 'users',
  organizationId: number,
) => {
  const result = await pool.query<Difference>(
    `with kept as (
       select key, sum(delta)::int as n from row_counts
       where organization_id = $1 and subject = $2 group by key having sum(delta) <> 0
     ), fresh as (
       select k.key, count(*)::int as n from ${table} r, unnest(toolyard_count_keys_${table}(r)) as k(key)
       where r.organization_id = $1 group by k.key
     )
     select coalesce(kept.key, fresh.key) as key, kept.n as kept, fresh.n as fresh
     from kept full join fresh on fresh.key = kept.key
     where kept.n is distinct from fresh.n`,
    [organizationId, table],
  );
  return result.rows;
};
