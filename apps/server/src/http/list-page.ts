import { and, type SQL } from 'drizzle-orm';
import { isPageRequest, PAGE_SIZE_DEFAULT, type ListQuery, type Page } from '@toolyard/shared';
import { afterCursor, decodeCursor, orderByOf, toPage, type ListOrder } from './keyset.js';

/** A drizzle select, built for a condition, an order and an optional limit. */
type Runnable<Row> = PromiseLike<Row[]> & { toSQL: () => { sql: string; params: unknown[] } };
export type ListSelect<Row> = (where: SQL | undefined, orderBy: SQL[], limit: number | undefined) => Runnable<Row>;

export type ListDefinition<Row, Item> = {
  order: ListOrder;
  select: ListSelect<Row>;
  toItem: (row: Row) => Item;
  /** The item's values of `order.columns`, id last: the cursor after it. */
  cursorOf: (item: Item) => Array<string | number>;
};

/** The SQL of one page (limit + 1 rows after the cursor): what the list endpoint runs. */
export const pageSelect = <Row, Item>(list: ListDefinition<Row, Item>, query: ListQuery, filters: Array<SQL | undefined>) => {
  const after = query.cursor ? afterCursor(list.order, decodeCursor(query.cursor, list.order)) : undefined;
  return list.select(and(...filters, after), orderByOf(list.order), (query.limit ?? PAGE_SIZE_DEFAULT) + 1);
};

/**
 * A list endpoint's answer: the whole filtered list as an array (the spec's plain GET), or with
 * `limit`/`cursor` one keyset page of it.
 */
export const listOrPage = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
): Promise<Item[] | Page<Item>> => {
  if (!isPageRequest(query)) return (await list.select(and(...filters), orderByOf(list.order), undefined)).map(list.toItem);
  const rows = (await pageSelect(list, query, filters)).map(list.toItem);
  return toPage(rows, query.limit ?? PAGE_SIZE_DEFAULT, list.cursorOf);
};
