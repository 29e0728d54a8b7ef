import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { setBounded } from '../lib/bounded-map.js';
import { renderWhere } from './prebuilt-select.js';

/**
 * The planner's estimate of how many rows a search matches, kept for a minute per question.
 * Asking costs a round trip before the page's own query; a list is asked the same search again
 * and again (the next page, a refetch after a live change, the same term typed on another
 * phone), and the answer — from column statistics — does not change between two ANALYZEs.
 */
const KEPT_MS = 60_000;
const MAX_KEPT = 1_000;
const kept = new Map<string, { rows: number; until: number }>();

type Plan = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

export const estimatedRows = async (
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  fallback: number,
) => {
  const rendered = renderWhere(where);
  const key = `${getTableName(table)}\u0000${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const now = Date.now();
  const known = kept.get(key);
  if (known && known.until > now) return known.rows;
  const plan = await db.execute<Plan>(
    sql`explain (format json) select 1 from ${table} where ${where}`,
  );
  const rows = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? fallback;
  setBounded(kept, key, { rows, until: now + KEPT_MS }, MAX_KEPT);
  return rows;
};
