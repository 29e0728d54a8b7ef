import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isCalendarDate, type Page } from '@toolyard/shared';
import { invalidField } from '../lib/domain-errors.js';
import { hasControlCharacters } from '../lib/control-characters.js';

export type CursorValue = string | number | boolean | null;

/**
 * A list's order: its sort columns with the id last, all ascending or all descending. Pages
 * continue after the last row by a row comparison `(a, b, id) > (…)`, which PostgreSQL answers
 * from the matching (organization_id, a, b, id) index: page 1000 costs what page 1 costs.
 *
 * `key` names the sort and its direction (`name:asc`): the cursor carries it, so a cursor is
 * only ever read against the order it was made for. `nullable`: the sort columns (not the id)
 * may be null — together, as a left-joined name is — and null rows come last both ways.
 */
export type ListOrder = {
  key: string;
  columns: readonly AnyColumn[];
  direction: 'asc' | 'desc';
  nullable?: boolean;
};

export const orderByOf = ({ columns, direction, nullable }: ListOrder): SQL[] =>
  columns.map((column, index) => {
    // Only a nullable sort column says NULLS LAST: on a NOT NULL one it would stop PostgreSQL
    // from walking the (organization_id, name, id) index backwards for a descending sort.
    const nullsLast = nullable && index < columns.length - 1 ? sql` nulls last` : sql``;
    return direction === 'asc' ? sql`${column} asc${nullsLast}` : sql`${column} desc${nullsLast}`;
  });

const rowCompare = (
  direction: 'asc' | 'desc',
  columns: readonly AnyColumn[],
  values: readonly CursorValue[],
) => {
  const left = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const right = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
};

/**
 * The rows after the cursor's row. With nulls last: after a row with a value come the greater
 * values and then every null row; after a null row only the null rows with a later id.
 */
export const afterCursor = (order: ListOrder, values: readonly CursorValue[]): SQL => {
  const { columns, direction, nullable } = order;
  if (!nullable) return rowCompare(direction, columns, values);
  const first = columns[0]!;
  const id = columns.at(-1)!;
  if (values[0] === null)
    return sql`(${first} is null and ${rowCompare(direction, [id], [values.at(-1)!])})`;
  return sql`(${rowCompare(direction, columns, values)} or ${first} is null)`;
};

/** The cursor is the order's key, then the last row's sort values, opaque to clients (base64url JSON). */
export const encodeCursor = (key: string, values: readonly CursorValue[]) =>
  Buffer.from(JSON.stringify([key, ...values])).toString('base64url');

export const decodeCursor = (cursor: string, order: ListOrder): CursorValue[] => {
  const invalid = () => invalidField('cursor', 'validation.invalidCursor');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  // A cursor of another sort or direction would continue a different list: refused.
  if (!Array.isArray(decoded) || decoded[0] !== order.key) throw invalid();
  const values: unknown[] = decoded.slice(1);
  if (values.length !== order.columns.length) throw invalid();
  const idIndex = values.length - 1;
  // Each value must be one its column can hold: a forged cursor never reaches PostgreSQL.
  const allNull = values.slice(0, idIndex).every((value) => value === null);
  const valid = values.every((value, index) => {
    const column = order.columns[index]!;
    if (index === idIndex) return isId(value);
    if (value === null) return order.nullable === true && allNull;
    return fitsColumn(column, value);
  });
  if (!valid) throw invalid();
  return values as CursorValue[];
};

const MAX_INTEGER = 2_147_483_647;

const isId = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_INTEGER;

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isIsoInstant = (value: unknown) =>
  typeof value === 'string' &&
  ISO_INSTANT.test(value) &&
  new Date(value).toISOString() === value;

/** A cursor value its sort column accepts, by the column's type. */
const fitsColumn = (column: AnyColumn, value: unknown): boolean => {
  switch (column.columnType) {
    case 'PgSerial':
    case 'PgInteger':
      return (
        Number.isInteger(value) && Math.abs(value as number) <= MAX_INTEGER
      );
    case 'PgDateString':
    case 'PgDate':
      return typeof value === 'string' && isCalendarDate(value);
    case 'PgVarchar':
    case 'PgText':
      return typeof value === 'string' && value.length <= 1_000 && !hasControlCharacters(value);
    case 'PgBoolean':
      return typeof value === 'boolean';
    // An instant (db/instant.ts): the ISO form the API answers, which the column holds exactly
    // where it sorts (timestamp(3), migration 0014).
    case 'PgCustomColumn':
      return column.getSQLType() === 'timestamp with time zone' && isIsoInstant(value);
    case 'PgEnumColumn':
      return typeof value === 'string' && (column.enumValues ?? []).includes(value);
    default:
      return false;
  }
};

/** Rows fetched as `limit + 1`: the extra one only says whether there is a next page. */
export const toPage = <T>(
  rows: readonly T[],
  limit: number,
  order: ListOrder,
  cursorOf: (row: T) => CursorValue[],
): Page<T> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(order.key, cursorOf(last)) : null,
  };
};
