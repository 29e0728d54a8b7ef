import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** A tenant table whose rows are edited: its id, organization and last-change columns. */
type EditedTable = PgTable & {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** One row's new values, by the keys of `columns`; a key left out keeps what the row holds. */
export type RowEdit = { id: number; set: Record<string, unknown> };

/**
 * Different values for many rows of one table in ONE statement (an import's batch of edits,
 * decision 0060). Each row sets only the columns it names: a column someone changed in the app
 * since the file was judged keeps that change. Rows of another organization are never touched.
 * Answers the ids of the rows it changed (a row deleted meanwhile is not among them).
 */
export const updateMany = async (
  tx: Executor,
  table: EditedTable,
  columns: Record<string, AnyPgColumn>,
  organizationId: number,
  edits: readonly RowEdit[],
): Promise<Set<number>> => {
  if (edits.length === 0) return new Set();
  const assignments = Object.entries(columns).map(([key, column]) => {
    const name = sql.identifier(column.name);
    // ->> gives text (NULL for a JSON null): cast back to the column's own type.
    return sql`${name} = case when e.set ? ${key} then (e.set ->> ${key})::${sql.raw(column.getSQLType())} else t.${name} end`;
  });
  const { rows } = await tx.execute<{ id: number }>(sql`
    update ${table} as t
    set ${sql.join(assignments, sql`, `)}, ${sql.identifier(table.updatedAt.name)} = now()
    from (
      select (x ->> 'id')::int as id, x -> 'set' as set
      from jsonb_array_elements(${JSON.stringify(edits)}::jsonb) as x
    ) as e
    where t.${sql.identifier(table.id.name)} = e.id
      and t.${sql.identifier(table.organizationId.name)} = ${organizationId}
    returning t.${sql.identifier(table.id.name)} as id`);
  return new Set(rows.map((row) => Number(row.id)));
};
