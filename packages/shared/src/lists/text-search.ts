/** Lower case without accents, so "SITE" finds "Site" and "luneburg" finds "Lüneburg". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The list screens' search rule: true when the trimmed query appears, ignoring case and
 * accents, in any of the given fields. An empty query matches everything; missing fields never
 * match. The server's search (toolyard_search_text in PostgreSQL) implements the same rule with
 * trigram indexes; a test compares the two.
 */
export const matchesSearch = (
  query: string,
  fields: ReadonlyArray<string | null | undefined>,
): boolean => {
  const needle = fold(query.trim());
  if (!needle) return true;
  return fields.some((field) => typeof field === 'string' && fold(field).includes(needle));
};

/** The items whose searchable fields (as `fieldsOf` names them) match the query. */
export const filterBySearch = <T>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => ReadonlyArray<string | null | undefined>,
): T[] => items.filter((item) => matchesSearch(query, fieldsOf(item)));
