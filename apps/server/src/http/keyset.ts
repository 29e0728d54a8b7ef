import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page } from '@toolyard/shared';
import { badRequest } from './errors.js';

type CursorValue = string | number;

/**
 * A list's order: its sort columns with the id last, all ascending or all descending. Pages
 * continue after the last row by a row comparison `(a, b, id) > (…)`, which PostgreSQL answers
 * from the matching (organization_id, a, b, id) index: page 1000 costs what page 1 costs.
 */
export type ListOrder = { columns: readonly AnyColumn[]; direction: 'asc' | 'desc' };

export const orderByOf = ({ columns, direction }: ListOrder): SQL[] =>
  columns.map((column) => (direction === 'asc' ? sql`${column} asc` : sql`${column} desc`));

export const afterCursor = ({ columns, direction }: ListOrder, values: readonly CursorValue[]): SQL => {
  const left = sql.join(columns.map((column) => sql`${column}`), sql`, `);
  const right = sql.join(values.map((value) => sql`${value}`), sql`, `);
  return direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
};

/** The cursor is the last row's sort values, opaque to clients (base64url JSON). */
export const encodeCursor = (values: readonly CursorValue[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

export const decodeCursor = (cursor: string, order: ListOrder): CursorValue[] => {
  const invalid = () => badRequest('validation.invalidValue', { cursor: 'validation.invalidValue' });
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== order.columns.length) throw invalid();
  const valid = values.every(
    (value, index) =>
      index === values.length - 1
        ? Number.isInteger(value) && value > 0 && value <= 2_147_483_647
        : (typeof value === 'string' && value.length <= 1_000) || Number.isFinite(value),
  );
  if (!valid) throw invalid();
  return values as CursorValue[];
};

/** Rows fetched as `limit + 1`: the extra one only says whether there is a next page. */
export const toPage = <T>(rows: readonly T[], limit: number, cursorOf: (row: T) => CursorValue[]): Page<T> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
};
