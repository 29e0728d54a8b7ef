import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Server-side search over the spec's fields: case- and accent-insensitive substring
 * matching, like the screens' own search box. Each searchable table keeps `search_text` — its
 * row's search fields, including the names it shows from other tables, folded — maintained by
 * triggers and indexed with pg_trgm (drizzle/0003_search.sql).
 */
export const searchMatches = (table: PgTable, query: string | undefined): SQL | undefined => {
  const needle = searchNeedle(query);
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`${table}.search_text like '%' || toolyard_search_text(${escaped}::text) || '%'`;
};

/**
 * What a search looks for: the query without the unit separator (it joins the fields: a query
 * containing it could match across two) and without surrounding spaces. Every way of answering
 * a search starts from this one text.
 */
export const searchNeedle = (query: string | undefined) =>
  query?.replaceAll('\u001f', '').trim() || undefined;
