import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { AuthContext } from '../lib/auth-context.js';
import { inScope } from './scope.js';

/** Which of a kind's items to read: a condition, an order, at most `limit` of them. */
export type ItemQuery = { where: SQL | undefined; order: readonly SQL[]; limit?: number };

/**
 * How a kind reads its items as the screens show them (joined names, due state): every read of
 * an item outside its list page goes through it (docs/guides/adding-an-item-kind.md).
 */
export type ItemRead<Item> = (db: Executor, query: ItemQuery) => Promise<Item[]>;

/** What a kind's select (its joins) offers a read: a condition, an order, a limit. */
type Selection<Row> = {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> };
  };
};

/** A kind's read from its select and the view of a row. */
export const itemRead =
  <Row, Item>(select: (db: Executor) => Selection<Row>, toView: (row: Row) => Item): ItemRead<Item> =>
  async (db, { where, order, limit }) => {
    const rows = select(db)
      .where(where)
      .orderBy(...order);
    return (await (limit === undefined ? rows : rows.limit(limit))).map(toView);
  };

/** One item by id, in the caller's organization (any, for a superadmin); none when not there. */
export const findById =
  <Item>(read: ItemRead<Item>, table: { id: AnyPgColumn; organizationId: AnyPgColumn }) =>
  async (db: Executor, auth: AuthContext, id: number): Promise<Item | undefined> => {
    const [item] = await read(db, {
      where: and(eq(table.id, id), inScope(auth, table.organizationId)),
      order: [],
      limit: 1,
    });
    return item;
  };

/** The items of these ids, in the caller's scope when a caller is named; none asked, none read. */
export const itemsByIds = async <Item>(
  db: Executor,
  kind: { read: ItemRead<Item>; table: { id: AnyPgColumn; organizationId: AnyPgColumn } },
  ids: readonly number[],
  auth?: AuthContext,
): Promise<Item[]> =>
  ids.length === 0
    ? []
    : kind.read(db, {
        where: and(
          inArray(kind.table.id, [...ids]),
          auth ? inScope(auth, kind.table.organizationId) : undefined,
        ),
        order: [],
      });
