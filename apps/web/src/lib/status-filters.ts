import { filterBySearch } from './text-search';

/** A kind's status tabs: "all" first, then its statuses in the status machine's order. */
export const statusTabsOf = <Status extends string>(statuses: readonly Status[]) =>
  ['all', ...statuses] as const;

/**
 * Which items a status tab and a search show: the spec's rule. The screens ask the server for
 * them (`status`, `search`); this keeps the rule, pinned down by its tests, as the reference.
 */
export const filterItems = <Item extends { status: string }>(
  items: readonly Item[],
  { status, query }: { status: string; query: string },
  searchFields: (item: Item) => Array<string | null | undefined>,
) =>
  filterBySearch(
    status === 'all' ? items : items.filter((item) => item.status === status),
    query,
    searchFields,
  );
