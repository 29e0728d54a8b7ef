import { createHash } from 'node:crypto';
import {
  Column,
  getTableName,
  getTableColumns,
  is,
  SQL,
  Table,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from '../db/client.js';
import { setBounded } from '../lib/bounded-map.js';

/**
 * List pages run the same few statements over and over: only the values change. Building a
 * drizzle select (23 columns, three joins) and mapping its rows through drizzle's generic row
 * mapper took about a quarter of a list request's time. Here each statement is built by drizzle
 * once — the first time its shape is seen — and kept: its text (run as a named, server-side
 * prepared statement, so PostgreSQL also parses and plans it once per connection) and a row
 * mapper compiled for its columns. Later requests only render their WHERE clause (small) to find
 * it, and pass the values.
 *
 * The text and values are checked against drizzle's own rendering when a statement is first
 * kept, and `prebuilt-select.test.ts` compares every list's answers with drizzle's; anything
 * this cannot reproduce (a transaction, a select whose values are not the WHERE's then the
 * LIMIT, a left-joined table selected whole) simply runs through drizzle as before.
 */

/** A drizzle select as the lists build it. */
export type BuiltSelect<Row> = PromiseLike<Row[]> &
  SQLWrapper & {
    toSQL: () => { sql: string; params: unknown[] };
    getSelectedFields: () => Record<string, unknown>;
  };

type Prebuilt = { name: string; text: string; mapRow: (values: unknown[]) => unknown };

const dialect = new PgDialect();

/** A WHERE clause as text and values (its key among kept statements and estimates). */
export const renderWhere = (where: SQL | undefined) =>
  where ? dialect.sqlToQuery(where) : { sql: '', params: [] as unknown[] };
const MAX_KEPT = 500;
const kept = new Map<string, Prebuilt | 'unsupported'>();

// drizzle's node-postgres driver reads these as text and decodes them per column (mapFromDriverValue):
// timestamps, dates, intervals and their arrays. The same here, so values come out identical.
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type OrderedField = { path: string[]; field: unknown };

/** The selection's columns in the order drizzle renders them (its own orderSelectedFields). */
const orderFields = (fields: Record<string, unknown>, prefix: string[] = []): OrderedField[] =>
  Object.entries(fields).flatMap(([name, field]): OrderedField[] => {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) return [{ path, field }];
    if (is(field, Table)) return orderFields(getTableColumns(field), path);
    return orderFields(field as Record<string, unknown>, path);
  });

const decoderOf = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** A row mapper for the select's columns, in their order; undefined if a column is not plain. */
/** A column whose decoder is drizzle's identity (text, varchar, enum…): its value needs no call. */
const passesThrough = (decoder: Decoder) =>
  is(decoder, Column) && decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

type Tree = Map<string, Tree | number>;

/** The nested object literal of the row, as source: `{"tool":{"id":c0,…},"branchName":c5}`. */
const literalOf = (tree: Tree): string =>
  `{${[...tree]
    .map(
      ([key, node]) =>
        `${JSON.stringify(key)}:${typeof node === 'number' ? `c${node}` : literalOf(node)}`,
    )
    .join(',')}}`;

/**
 * A row mapper for the select's columns, in their order; undefined if a column is not plain.
 * Generated as one function with the row's object literal written out (the way
 * fast-json-stringify compiles serializers): V8 then builds every row with one fixed shape, and
 * columns that drizzle passes through unchanged cost no call at all. Property names are
 * JSON-quoted and values are read by index; nothing of the data becomes code.
 */
const compileMapper = (fields: Record<string, unknown>) => {
  const decoders: Decoder[] = [];
  const tree: Tree = new Map();
  const reads: string[] = [];
  for (const [index, { path, field }] of orderFields(fields).entries()) {
    let decoder: Decoder;
    if (is(field, Column)) decoder = field;
    else if (is(field, SQL)) decoder = decoderOf(field);
    else if (is(field, SQL.Aliased)) decoder = decoderOf(field.sql);
    else return undefined;
    decoders.push(decoder);
    let node = tree;
    for (const key of path.slice(0, -1)) {
      const next = node.get(key) ?? new Map<string, Tree | number>();
      if (typeof next === 'number') return undefined;
      node.set(key, next);
      node = next;
    }
    node.set(path.at(-1)!, index);
    reads.push(
      passesThrough(decoder)
        ? `const c${index} = v[${index}];`
        : `const c${index} = v[${index}] === null ? null : d[${index}].mapFromDriverValue(v[${index}]);`,
    );
  }
  const build = new Function(
    'd',
    `return (v) => { ${reads.join(' ')} return ${literalOf(tree)}; };`,
  );
  return build(decoders) as (values: unknown[]) => unknown;
};

/**
 * Whether drizzle would answer null for a nested object of the selection (a whole table, or an
 * object of its columns, from a left join that found nothing). The compiled mapper does not
 * reproduce that; such selects stay with drizzle.
 */
const selectsNullableTable = (query: object) => {
  const joins = (query as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap;
  if (!joins) return false;
  const nullable = (table: Table) => joins[getTableName(table)] === false;
  const fields = (query as BuiltSelect<unknown>).getSelectedFields();
  return Object.values(fields).some((field) => {
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) return false;
    if (is(field, Table)) return nullable(field);
    return Object.values(field as Record<string, unknown>).some(
      (inner) => is(inner, Column) && nullable(inner.table),
    );
  });
};

const sameValues = (left: unknown[], right: unknown[]) =>
  left.length === right.length && left.every((value, index) => Object.is(value, right[index]));

const prebuild = (
  build: () => BuiltSelect<unknown>,
  expectedValues: unknown[],
): Prebuilt | 'unsupported' => {
  const query = build();
  const { sql: text, params } = query.toSQL();
  if (!sameValues(params, expectedValues) || selectsNullableTable(query)) return 'unsupported';
  const mapRow = compileMapper(query.getSelectedFields());
  if (!mapRow) return 'unsupported';
  const name = `list_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return { name, text, mapRow };
};

/**
 * Runs the select `build()` makes — for `where` and `limit` on the list called `listName` — from
 * its kept statement; builds and keeps it the first time. Rows are what drizzle would answer.
 *
 * `prepare: false` sends the kept text unnamed: PostgreSQL then plans it for the values at hand
 * every time. A search needs that — a prepared statement may settle on a generic plan after five
 * runs, and a plan made without the search pattern cannot judge the trigram index's selectivity.
 */
export const runPrebuilt = async <Row>(
  db: Executor,
  listName: string,
  where: SQL | undefined,
  limit: number | undefined,
  build: () => BuiltSelect<Row>,
  { prepare }: { prepare: boolean },
): Promise<Row[]> => {
  // A transaction runs on its own connection, which only drizzle's transaction object holds.
  if (!('$client' in db)) return build();
  const rendered = renderWhere(where);
  const values = limit === undefined ? rendered.params : [...rendered.params, limit];
  const key = `${listName}\u0000${limit === undefined ? 'all' : 'page'}\u0000${rendered.sql}`;
  let prebuilt = kept.get(key);
  if (!prebuilt) {
    prebuilt = prebuild(build as () => BuiltSelect<unknown>, values);
    setBounded(kept, key, prebuilt, MAX_KEPT);
  }
  if (prebuilt === 'unsupported') return build();
  const result = await db.$client.query<unknown[]>({
    ...(prepare ? { name: prebuilt.name } : {}),
    text: prebuilt.text,
    values,
    rowMode: 'array',
    types,
  });
  return result.rows.map(prebuilt.mapRow) as Row[];
};

/** The shapes seen so far: how many run prebuilt, and which lists' shapes fell back to drizzle (tests). */
export const prebuiltShapes = () => {
  const values = [...kept.entries()];
  return {
    prebuilt: values.filter(([, value]) => value !== 'unsupported').length,
    unsupported: values
      .filter(([, value]) => value === 'unsupported')
      .map(([key]) => key.split('\u0000')[0]!),
  };
};
