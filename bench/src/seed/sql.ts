import type pg from 'pg';
import type { OrgPlan } from '../common/bench-org.js';

/**
 * A raw statement's positional parameters: `p(value, 'int')` adds one and returns `$n::int`.
 * The generator writes plain SQL (INSERT … SELECT generate_series) because the rows are made by
 * the database server, not sent one by one; vocabularies travel once, as array parameters.
 */
export const parameters = () => {
  const values: unknown[] = [];
  const p = (value: unknown, type: string) => `$${values.push(value)}::${type}`;
  return { values, p };
};

/** Element `index` (0-based, wrapping) of a SQL array expression: the row number picks the word. */
export const pick = (array: string, index: string) =>
  `(${array})[1 + ((${index}) % cardinality(${array}))]`;

/** The ids of one organization's rows of `table`, oldest first: row j of the insert is element j + 1. */
export const idsOf = (table: string, organization: string, extra = '') =>
  `(select array_agg(id order by id) from ${table} where organization_id = ${organization} ${extra})`;

/** What every part of one organization's seed needs. */
export type SeedContext = {
  client: pg.PoolClient;
  plan: OrgPlan;
  organizationId: number;
  adminId: number;
  /** One clock for the whole seed: dates are relative to it, timestamps spaced back from it. */
  now: Date;
};

export const run = async (context: SeedContext, statement: { text: string; values: unknown[] }) =>
  context.client.query(statement.text, statement.values);
