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
import { searchMatches, searchNeedle } from './search.js';
import { renderWhere, runPrebuilt, type BuiltSelect } from './prebuilt-select.js';
import { keptCount } from './match-counts.js';
import { readKeptCount, type KeptCount, type KeptTotal } from './row-counts.js';
import {
  countFromPostings,
  firstRoundOf,
  pageFromPostings,
  type Postings,
} from './word-postings.js';
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
  /** The list's search postings, when it keeps them and the caller sees one organization. */
  postings?: Postings;
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
 * A searched page is found one of two ways (decision 0070). Walking the list's order index and
 * filtering is fastest when matches are spread through the order, and unbounded when they
 * cluster ("rugby": every match is a "Leica Rugby…", all under L, behind 300,000 other tools).
 * Picking among the trigram index's matches costs what the matches cost, known in advance from
 * the planner's estimate (column statistics; asked by planning only, kept a minute). So the walk
 * gets a budget — a quarter of the matches' count, within these bounds — and the matches are
 * picked from when it runs out: never more than 1¼ times the cost of picking, and a common word
 * still finds its page in the first few hundred rows.
 */
const WALK_BUDGET_MIN = 500;
const WALK_BUDGET_MAX = 50_000;
const WALK_BUDGET_SHARE = 4;

const walkBudget = (matches: number) =>
  Math.min(WALK_BUDGET_MAX, Math.max(WALK_BUDGET_MIN, Math.ceil(matches / WALK_BUDGET_SHARE)));

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
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  const after = cursor ? afterCursor(order, cursor) : undefined;
  const search = searchMatches(list.table, query.search);
  const where = and(...filters, search, after);
  const orderBy = orderByOf(order);
  const limit = (query.limit ?? PAGE_SIZE_DEFAULT) + 1;
  // Sorted the way the list's search postings are kept: a merge of their first rows.
  if (search && list.postings && order.key.startsWith(`${list.postings.sort}:`)) {
    const posted = await pageFromPostings(list.db, {
      postings: list.postings,
      table: list.table,
      search: query.search!,
      where,
      order,
      after: cursor,
      limit,
    });
    if (posted) return { where: byIds(order, posted), orderBy, limit, order };
  }
  // A sort by another table's column (a branch's name) has no index to walk: PostgreSQL takes
  // the matches and sorts them anyway.
  if (!search || !ownColumns(list.table, order)) return { where, orderBy, limit, order };
  const walked = await walkForPage(list, {
    where: and(...filters, after),
    search,
    orderBy,
    order,
    limit,
    budget: walkBudget(await estimatedRows(list.db, list.table, and(...filters, search), 0)),
  });
  if (walked) return { where: byIds(order, walked), orderBy, limit, order };
  return { where: pickAmongMatches(list, where, order, orderBy, limit), orderBy, limit, order };
};

/** The rows of these ids (the list's order sorts them). */
const byIds = (order: ListOrder, ids: number[]) =>
  // Carried as one text value, so every page of every search shares one statement's shape.
  sql`${order.columns.at(-1)!} = any(string_to_array(${ids.join(',')}, ',')::int[])`;

/**
 * The page picked among the search's matches: the listed table alone, ordered and cut to the
 * page, and only those rows joined. OFFSET 0 keeps the matches a subquery of their own: flattened,
 * PostgreSQL would walk the order index again. Named like the table, so the order columns still
 * name its columns.
 */
const pickAmongMatches = <Row, Item>(
  list: ListDefinition<Row, Item>,
  where: SQL | undefined,
  order: ListOrder,
  orderBy: SQL[],
  limit: number,
) => {
  const id = order.columns.at(-1)!;
  const matches = sql`(select ${sql.join([...order.columns], sql`, `)} from ${list.table} where ${where} offset 0) as ${list.table}`;
  const pageIds = sql`select ${id} from ${matches} order by ${sql.join(orderBy, sql`, `)} limit ${limit}`;
  return sql`${id} = any(array(${pageIds}))`;
};

type Walk = {
  where: SQL | undefined;
  search: SQL;
  orderBy: SQL[];
  order: ListOrder;
  limit: number;
  budget: number;
};

/** The walk's statement: how many rows it walked, and the ids of the matches among them. */
const walkStatement = <Row, Item>(list: ListDefinition<Row, Item>, walk: Walk) => {
  const columns = sql.join([...walk.order.columns], sql`, `);
  const orderBy = sql.join(walk.orderBy, sql`, `);
  const id = walk.order.columns.at(-1)!;
  return sql`
    with walked as materialized (
      select ${columns}, ${list.table}.search_text from ${list.table}
      ${walk.where ? sql`where ${walk.where}` : sql``}
      order by ${orderBy} limit ${walk.budget}
    )
    select (select count(*)::int from walked) as walked,
           array(select ${id} from walked as ${list.table} where ${walk.search}
                 order by ${orderBy} limit ${walk.limit}) as ids`;
};

/**
 * The walk with its budget: the first `budget` rows of the list in its order (after the cursor),
 * and among them the first `limit` that match. Conclusive when it found them all or walked off
 * the end of the list; `undefined` when the budget ran out first. The ids, in list order.
 */
const walkForPage = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  walk: Walk,
): Promise<number[] | undefined> => {
  const result = await list.db.execute<{ walked: number; ids: number[] }>(walkStatement(list, walk));
  const row = result.rows[0];
  if (!row) return undefined;
  return row.ids.length >= walk.limit || row.walked < walk.budget ? row.ids : undefined;
};

/**
 * A search's ways to its first page, as statements (the benchmark's plans file shows them): the
 * search postings' first round where the list keeps them, the walk with its budget, and the pick
 * among the matches.
 */
export const searchStatements = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: SortedQuery,
  filters: Array<SQL | undefined>,
) => {
  const order = listOrderOf(list, query);
  const search = searchMatches(list.table, query.search);
  if (!search) return undefined;
  const orderBy = orderByOf(order);
  const limit = (query.limit ?? PAGE_SIZE_DEFAULT) + 1;
  const matches = await estimatedRows(list.db, list.table, and(...filters, search), 0);
  const walk = walkStatement(list, {
    where: and(...filters),
    search,
    orderBy,
    order,
    limit,
    budget: walkBudget(matches),
  });
  const pick = list.select(
    pickAmongMatches(list, and(...filters, search), order, orderBy, limit),
    orderBy,
    limit,
  );
  const postings =
    list.postings && order.key.startsWith(`${list.postings.sort}:`)
      ? await firstRoundOf(list.db, {
          postings: list.postings,
          table: list.table,
          search: query.search!,
          where: and(...filters, search),
          order,
          after: undefined,
          limit,
        })
      : undefined;
  return {
    estimatedMatches: matches,
    postings: postings && { words: postings.words, ...renderWhere(postings.statement) },
    walk: renderWhere(walk),
    pick: pick.toSQL(),
  };
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
  kept?: KeptCount | KeptTotal,
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
    query.cursor ? undefined : countMatches(list, query, filters, kept),
  ]);
  const { cursorOf } = listOrderOf(list, query);
  const page = toPage(
    rows.map(list.toItem),
    query.limit ?? PAGE_SIZE_DEFAULT,
    plan.order,
    cursorOf,
  );
  if (total === undefined) return page;
  return total.capped
    ? { ...page, total: total.count, totalCapped: true }
    : { ...page, total: total.count };
};

/**
 * Above this many matches a search's count stops and says "more than": counting every match of
 * a search costs what reading them costs, and grows with the organization.
 */
export const COUNT_CAP = 1_000;

type Total = { count: number; capped: boolean };

/**
 * How many rows match the filters and search (the list's "1,234 tools", decision 0026): the
 * database's kept count when the query has one (decision 0070: exact, and the same cost at any
 * size; a due tab's from the kept due days, decision 0072); a search's matches up to `COUNT_CAP` — from the search postings where the list keeps
 * them (decision 0071), else the listed table alone, no joins and no order; any other filter (a
 * due state, a tyre type, two places) counted whole, as the due widget counts it. Counted ones
 * are kept a few seconds (match-counts.ts).
 */
const countMatches = async <Row, Item>(
  list: ListDefinition<Row, Item>,
  query: ListQuery,
  filters: Array<SQL | undefined>,
  kept: KeptCount | KeptTotal | undefined,
): Promise<Total> => {
  if (kept && !query.search) {
    const total = typeof kept === 'function' ? await kept() : await readKeptCount(list.db, kept);
    return { count: total, capped: false };
  }
  const where = and(...filters, searchMatches(list.table, query.search));
  const rendered = renderWhere(where);
  const key = `${getTableName(list.table)}\u0000${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  const search = query.search;
  const counted = await keptCount(list.db, key, async () => {
    if (!searchNeedle(search)) {
      const [row] = await list.db.select({ total: count() }).from(list.table).where(where);
      return row?.total ?? 0;
    }
    if (list.postings) {
      const posted = await countFromPostings(list.db, {
        postings: list.postings,
        table: list.table,
        search: search!,
        where,
        id: listOrderOf(list, query).columns.at(-1)!,
        cap: COUNT_CAP,
      });
      if (posted !== undefined) return posted;
    }
    const capped = list.db
      .select({ one: sql`1` })
      .from(list.table)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('capped');
    const [row] = await list.db.select({ total: count() }).from(capped);
    return row?.total ?? 0;
  });
  return searchNeedle(search) && counted > COUNT_CAP
    ? { count: COUNT_CAP, capped: true }
    : { count: counted, capped: false };
};
