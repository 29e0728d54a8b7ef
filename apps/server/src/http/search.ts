import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Server-side search over the spec's fields (issue 8): case- and accent-insensitive substring
 * matching, like the screens' own search box, answered from trigram indexes. The expression
 * `toolyard_search_text(…)` must name the same columns in the same order as its index in
 * drizzle/0003_search.sql, or PostgreSQL cannot use the index.
 */
export const searchText = (...parts: Array<AnyColumn | SQL>): SQL =>
  sql`toolyard_search_text(${sql.join(
    parts.map((part) => sql`${part}`),
    sql`, `,
  )})`;

/** The query as a LIKE pattern: trimmed, wildcards escaped, folded by the same function. */
export const searchPattern = (query: string | undefined): SQL | undefined => {
  // The unit separator joins the fields: a query containing it could match across two.
  const needle = query?.replaceAll('\u001f', '').trim();
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`'%' || toolyard_search_text(${escaped}::text) || '%'`;
};

export const matches = (text: SQL, pattern: SQL): SQL => sql`${text} like ${pattern}`;

/**
 * Rows whose foreign key points at a matching row of another table (a tool's branch name): as
 * `= any(array(…))` so that it, too, is an index condition PostgreSQL can OR with the others.
 * The subquery names the table itself; inside it, that name means the subquery's own rows even
 * when the outer query joins the same table.
 */
export const referencesMatching = (foreignKey: AnyColumn, table: PgTable, id: AnyColumn, where: SQL | undefined): SQL =>
  sql`${foreignKey} = any(array(select ${id} from ${table} where ${where ?? sql`true`}))`;
