import { and, count, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  isPageRequest,
  PAGE_SIZE_DEFAULT,
  type ListQuery,
  type Page,
  type SortDirection,
} from '@toolyard/shared';
import { invalidField } from '../lib/domain-errors.js';
import type { Executor } from '../db/client.js';
import { searchMatches } from './search.js';
import { renderWhere, runPrebuilt, type BuiltSelect } from './prebuilt-select.js';
import { keptCount } from './match-counts.js';
import { estimatedRows } from './search-estimates.js';
import {
  afterCursor,
  decodeCursor,
  orderByOf,
  toPage,
  type CursorValue,
  type ListOrder,
} from './keyset.js';

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

/**
 * One way to sort a list: its columns with the listed table's id last, the item's
 * values of them (the cursor after it), and whether they may be null (nulls come last both ways).
 */
export type ListSort<Item> = {
  columns: readonly AnyColumn[];
  cursorOf: (item: Item) => CursorValue[];
  nullable?: boolean;
  /** The direction without `dir`: names A→Z, and descending where newest first is the rule. */
  direction?: SortDirection;
};

export type ListDefinition<Row, Item> = {
  /** Names the list's select (its columns and joins): its prebuilt statements are kept under it. */
  name: string;
  db: Executor;
  /** The listed table; its `id` is the last sort column. */
  table: PgTable;
  /** The sorts a client may ask for by `sort`; `defaultSort` without one. */
  sorts: Record<string, ListSort<Item>>;
  defaultSort: string;
  select: ListSelect<Row>;
  toItem: (row: Row) => Item;
};

/** A list with one fixed order (not sortable by the client yet). */
type FixedOrder<Item> = {
  order: { columns: readonly AnyColumn[]; direction: SortDirection };
  /** The item's values of `order.columns`, id last: the cursor after it. */
  cursorOf: (item: Item) => CursorValue[];
};
type Sortable<Item> = Pick<ListDefinition<unknown, Item>, 'sorts' | 'defaultSort'>;

/** A list from a module's base select: where, order and limit are added here. */
export const defineList = <Row, Item>(
  list: Omit<ListDefinition<Row, Item>, 'select' | 'sorts' | 'defaultSort'> & {
    base: () => BaseSelect<Row>;
  } & (FixedOrder<Item> | Sortable<Item>),
): ListDefinition<Row, Item> => ({
  ...list,
  ...('order' in list
    ? {
        sorts: {
          default: {
            columns: list.order.columns,
            direction: list.order.direction,
            cursorOf: list.cursorOf,
          },
        },
        defaultSort: 'default',
      }
    : { sorts: list.sorts, defaultSort: list.defaultSort }),
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

/** What a list query may carry beyond the common fields: a sort and its direction. */
type SortedQuery = ListQuery & { sort?: string; dir?: SortDirection };

/** The order a query asks for: its sort (or the list's default) and direction. */
export const listOrderOf = <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: SortedQuery,
): ListOrder & { cursorOf: (item: Item) => CursorValue[] } => {
  const name = query.sort ?? list.defaultSort;
  const sort = Object.hasOwn(list.sorts, name) ? list.sorts[name] : undefined;
  // The query schemas name each list's sorts; this catches a list whose schema has none.
  if (!sort) throw invalidField('sort', 'validation.invalidSort');
  const direction = query.dir ?? sort.direction ?? 'asc';
  return {
    key: `${name}:${direction}`,
    columns: sort.columns,
    direction,
    nullable: sort.nullable,
    cursorOf: sort.cursorOf,
  };
};

/** Whether every sort column is the listed table's own (the pick among matches reads it alone). */
const ownColumns = (table: PgTable, order: ListOrder) =>
  order.columns.every((column) => column.table === table);

type PagePlan = { where: SQL | undefined; orderBy: SQL[]; limit: number; order: ListOrder };

/**
 * The WHERE, order and limit of one page (limit + 1 rows after the cursor). `filters` are the
 * tenant scope and a status tab; the search over the table's `search_text` is added here.
 */
const pagePlan = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: SortedQuery,
  filters: Array<SQL | undefined>,
): Promise<PagePlan> => {
  const order = listOrderOf(list, query);
  const after = query.cursor ? afterCursor(order, decodeCursor(query.cursor, order)) : undefined;
  const search = searchMatches(list.table, query.search);
  const where = and(...filters, search, after);
  const orderBy = orderByOf(order);
  const limit = (query.limit ?? PAGE_SIZE_DEFAULT) + 1;
  // A sort by another table's column (a branch's name) has no index to walk: PostgreSQL takes
  // the matches and sorts them anyway. Asked without the cursor: the same answer for every page
  // of one search (and kept, see search-estimates.ts), so paging through it keeps one plan.
  if (
    !search ||
    !ownColumns(list.table, order) ||
    !(await isRareSearch(list, and(...filters, search)))
  )
    return { where, orderBy, limit, order };
  const id = order.columns.at(-1)!;
  // OFFSET 0 keeps the matches a subquery of their own: flattened, PostgreSQL would walk the order
  // index again. Named like the table, so the order columns still name its columns.
  const matches = sql`(select ${sql.join([...order.columns], sql`, `)} from ${list.table} where ${where} offset 0) as ${list.table}`;
  const pageIds = sql`select ${id} from ${matches} order by ${sql.join(orderBy, sql`, `)} limit ${limit}`;
  return { where: sql`${id} = any(array(${pageIds}))`, orderBy, limit, order };
};

/**
 * The statement of one page, not yet run: what the benchmark runs on its bare endpoint — the
 * same text the list endpoint runs as a prepared statement. (Wrapped in an object: a drizzle
 * query is thenable, and a promise of it would run it.)
 */
export const pageStatement = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: SortedQuery,
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
  {
    where,
    orderBy,
    limit,
    order,
  }: { where: SQL | undefined; orderBy: SQL[]; limit: number | undefined; order: ListOrder },
  search: string | undefined,
) =>
  runPrebuilt(
    list.db,
    // Two sorts share a WHERE (page 1 has no cursor), never a statement: the order is in the name.
    `${list.name}:${order.key}`,
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
  query: SortedQuery,
  filters: Array<SQL | undefined>,
): Promise<Item[] | Page<Item>> => {
  if (!isPageRequest(query)) {
    const order = listOrderOf(list, query);
    const where = and(...filters, searchMatches(list.table, query.search));
    const rows = await runSelect(
      list,
      { where, orderBy: orderByOf(order), limit: undefined, order },
      query.search,
    );
    return rows.map(list.toItem);
  }
  const plan = await pagePlan(list, query, filters);
  const [rows, total] = await Promise.all([
    runSelect(list, plan, query.search),
    // Only the first page counts: later pages continue a list whose size the client knows.
    query.cursor ? undefined : countMatches(list, query, filters),
  ]);
  const { cursorOf } = listOrderOf(list, query);
  const page = toPage(
    rows.map(list.toItem),
    query.limit ?? PAGE_SIZE_DEFAULT,
    plan.order,
    cursorOf,
  );
  return total === undefined ? page : { ...page, total };
};

/**
 * How many rows match the filters and search (the list's "1,234 tools", decision 0026), kept a few
 * seconds (match-counts.ts): the listed table alone, no joins and no order — an index-only count of
 * the organization's rows, or the trigram index's matches for a search (a common word over 50,000
 * tools: tens of milliseconds).
 */
const countMatches = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
): Promise<number> => {
  const where = and(...filters, searchMatches(list.table, query.search));
  const rendered = renderWhere(where);
  const key = `${getTableName(list.table)}\u0000${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  return keptCount(list.db, key, async () => {
    const [row] = await list.db.select({ total: count() }).from(list.table).where(where);
    return row?.total ?? 0;
  });
};
