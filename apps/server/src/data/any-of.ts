import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/**
 * `value = any($1)`: a column (or expression) is one of many values, sent as one array
 * parameter. `inArray` writes a parameter per value, and building 10,000 of them (an import's
 * serial numbers) held the event loop some 60 ms; one array costs about a millisecond. An empty
 * list matches nothing.
 */
export const anyOf = (
  value: AnyColumn | SQL,
  values: readonly string[] | readonly number[],
  type: 'text' | 'integer',
): SQL =>
  values.length === 0
    ? sql`false`
    : sql`${value} = any(${sql.param(values)}::${sql.raw(type)}[])`;
