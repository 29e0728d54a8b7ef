import type pg from 'pg';
import type { NamedQueries } from './servers.js';

export const explainAnalyze = async (pool: pg.Pool, query: { sql: string; params: unknown[] }) => {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
};

export const explainAll = async (pool: pg.Pool, queries: NamedQueries) => {
  const plans: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries))
    plans[name] = await explainAnalyze(pool, query);
  return plans;
};

/**
 * The trigram index of the tools table the plan reads, if any (search indexes are named
 * *_search_*). Indexes on branches and sites only find the few branch and site ids a search
 * matches; what decides the cost is how the tools themselves are found.
 */
export const toolsTrigramIndexIn = (plan: string) =>
  /Bitmap Index Scan on (tools\w*_search\w*)/.exec(plan)?.[1];

/** How the plan reads `table` ("Index Scan using tools_organization_name_idx on tools"), for a one-line summary. */
export const scansOf = (plan: string, table: string) => [
  ...new Set(
    plan
      .split('\n')
      .filter(
        (line) =>
          line.includes('(cost=') && line.includes('Scan') && line.includes(` on ${table} `),
      )
      .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s+\(cost=.*$/, '')),
  ),
];

export const formatPlans = (plans: Record<string, string>, queries: NamedQueries) =>
  Object.entries(plans)
    .map(
      ([name, plan]) =>
        `── ${name}\n${queries[name]!.sql}\n-- params: ${JSON.stringify(queries[name]!.params)}\n\n${plan}\n`,
    )
    .join('\n');
