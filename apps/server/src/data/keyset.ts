import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isCalendarDate, type Page } from '@toolyard/shared';
import { invalidField } from '../lib/domain-errors.js';
import { hasControlCharacters } from '../lib/control-characters.js';

type CursorValue = string | number;

/**
 * A list's order: its sort columns with the id last, all ascending or all descending. Pages
 * continue after the last row by a row comparison `(a, b, id) > (…)`, which PostgreSQL answers
 * from the matching (organization_id, a, b, id) index: page 1000 costs what page 1 costs.
 */
export type ListOrder = { columns: readonly AnyColumn[]; direction: 'asc' | 'desc' };

export const orderByOf = ({ columns, direction }: ListOrder): SQL[] =>
  columns.map((column) => (direction === 'asc' ? sql`${column} asc` : sql`${column} desc`));

export const afterCursor = (
  { columns, direction }: ListOrder,
  values: readonly CursorValue[],
): SQL => {
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

/** The cursor is the last row's sort values, opaque to clients (base64url JSON). */
export const encodeCursor = (values: readonly CursorValue[]) =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

export const decodeCursor = (cursor: string, order: ListOrder): CursorValue[] => {
  const invalid = () => invalidField('cursor', 'validation.invalidValue');
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== order.columns.length) throw invalid();
  // Each value must be one its column can hold: a forged cursor never reaches PostgreSQL.
  const valid = values.every((value, index) => fitsColumn(order.columns[index]!, value));
  if (!valid) throw invalid();
  return values as CursorValue[];
};

const MAX_INTEGER = 2_147_483_647;

/** A cursor value its sort column accepts, by the column's type. */
const fitsColumn = (column: AnyColumn, value: unknown): boolean => {
  switch (column.columnType) {
    case 'PgSerial':
    case 'PgInteger':
      return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_INTEGER;
    case 'PgDateString':
    case 'PgDate':
      return typeof value === 'string' && isCalendarDate(value);
    case 'PgVarchar':
    case 'PgText':
      return typeof value === 'string' && value.length <= 1_000 && !hasControlCharacters(value);
    default:
      return false;
  }
};

/** Rows fetched as `limit + 1`: the extra one only says whether there is a next page. */
export const toPage = <T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (row: T) => CursorValue[],
): Page<T> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
};
