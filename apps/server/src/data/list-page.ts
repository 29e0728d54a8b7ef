import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isPageRequest, PAGE_SIZE_DEFAULT, type ListQuery, type Page } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { searchMatches } from './search.js';
import { runPrebuilt, type BuiltSelect } from './prebuilt-select.js';
import { estimatedRows } from './search-estimates.js';
import { afterCursor, decodeCursor, orderByOf, toPage, type ListOrder } from './keyset.js';

/** A drizzle select, built for a condition, an order and an optional limit. */
type Runnable<Row> = PromiseLike<Row[]> & { toSQL: () => { sql: string; params: unknown[] } };
export type ListSelect<Row> = (
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number | undefined,
) => Runnable<Row>;

/** What a module's base select (its joins and columns) offers: the shape drizzle's builder has. */
type BaseSelect<Row> = {
  where: (where: SQL | undefined) => {
    orderBy: (...columns: SQL[]) => {
      $dynamic: () => Runnable<Row> & { limit: (limit: number) => Runnable<Row> };
    };
  };
};

export type ListDefinition<Row, Item> = {
  /** Names the list's select (its columns and joins): its prebuilt statements are kept under it. */
  name: string;
  db: Executor;
  /** The listed table; its `id` is the last sort column. */
  table: PgTable;
  order: ListOrder;
  select: ListSelect<Row>;
  toItem: (row: Row) => Item;
  /** The item's values of `order.columns`, id last: the cursor after it. */
  cursorOf: (item: Item) => Array<string | number>;
};

/** A list from a module's base select: where, order and limit are added here. */
export const defineList = <Row, Item>(
  list: Omit<ListDefinition<Row, Item>, 'select'> & { base: () => BaseSelect<Row> },
): ListDefinition<Row, Item> => ({
  ...list,
  select: (where, orderBy, limit) => {
    const query = list
      .base()
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  },
});

/**
 * Above this many matches a search is "common": walking the list's order index and filtering
 * finds a page fastest. Below it, the page is picked among the matches the trigram index finds —
 * ordered and cut to the page on the listed table alone — and only those rows are joined.
 * PostgreSQL's own choice goes wrong here because matches cluster in the list order ("hil" →
 * the Hilti tools, all under H): it expects to meet 50 of 2,000 matches early and walks half the
 * index instead. Its row estimate for the search itself is good (column statistics), so we ask
 * for it — planning only, a fraction of a millisecond — and choose.
 */
const COMMON_SEARCH_MATCHES = 5_000;

/** Whether a search matches few enough rows to pick the page among its matches (see above). */
const isRareSearch = async <Row, Item>(list: ListDefinition<Row, Item>, where: SQL | undefined) =>
  (await estimatedRows(list.db, list.table, where, COMMON_SEARCH_MATCHES)) < COMMON_SEARCH_MATCHES;

type PagePlan = { where: SQL | undefined; orderBy: SQL[]; limit: number };

/**
 * The WHERE, order and limit of one page (limit + 1 rows after the cursor). `filters` are the
 * tenant scope and a status tab; the search over the table's `search_text` is added here.
 */
const pagePlan = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
): Promise<PagePlan> => {
  const after = query.cursor
    ? afterCursor(list.order, decodeCursor(query.cursor, list.order))
    : undefined;
  const search = searchMatches(list.table, query.search);
  const where = and(...filters, search, after);
  const orderBy = orderByOf(list.order);
  const limit = (query.limit ?? PAGE_SIZE_DEFAULT) + 1;
  // Asked without the cursor: the same answer for every page of one search (and kept, see
  // search-estimates.ts), so paging through it keeps one plan.
  if (!search || !(await isRareSearch(list, and(...filters, search))))
    return { where, orderBy, limit };
  const id = list.order.columns.at(-1)!;
  // OFFSET 0 keeps the matches a subquery of their own: flattened, PostgreSQL would walk the order
  // index again. Named like the table, so the order columns still name its columns.
  const matches = sql`(select ${sql.join([...list.order.columns], sql`, `)} from ${list.table} where ${where} offset 0) as ${list.table}`;
  const pageIds = sql`select ${id} from ${matches} order by ${sql.join(orderBy, sql`, `)} limit ${limit}`;
  return { where: sql`${id} = any(array(${pageIds}))`, orderBy, limit };
};

/**
 * The statement of one page, not yet run: what the benchmark runs on its bare endpoint — the
 * same text the list endpoint runs as a prepared statement. (Wrapped in an object: a drizzle
 * query is thenable, and a promise of it would run it.)
 */
export const pageStatement = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
): Promise<{ statement: Runnable<Row> }> => {
  const { where, orderBy, limit } = await pagePlan(list, query, filters);
  return { statement: list.select(where, orderBy, limit) };
};

/**
 * Runs the list's select for this WHERE and limit, from its prebuilt statement; prepared
 * (planned once per connection) unless it searches (see runPrebuilt).
 */
const runSelect = <Row, Item>(
  list: ListDefinition<Row, Item>,
  { where, orderBy, limit }: { where: SQL | undefined; orderBy: SQL[]; limit: number | undefined },
  search: string | undefined,
) =>
  runPrebuilt(
    list.db,
    list.name,
    where,
    limit,
    () => list.select(where, orderBy, limit) as unknown as BuiltSelect<Row>,
    { prepare: !search },
  );

/**
 * A list endpoint's answer: the whole filtered list as an array (the spec's plain GET), or with
 * `limit`/`cursor` one keyset page of it.
 */
export const listOrPage = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
): Promise<Item[] | Page<Item>> => {
  if (!isPageRequest(query)) {
    const where = and(...filters, searchMatches(list.table, query.search));
    const rows = await runSelect(
      list,
      { where, orderBy: orderByOf(list.order), limit: undefined },
      query.search,
    );
    return rows.map(list.toItem);
  }
  const plan = await pagePlan(list, query, filters);
  const rows = (await runSelect(list, plan, query.search)).map(list.toItem);
  return toPage(rows, query.limit ?? PAGE_SIZE_DEFAULT, list.cursorOf);
};
