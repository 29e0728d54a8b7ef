import { normalizeLabelCode } from '@toolyard/shared';
import type { MappedRow } from './import-kind.js';
import type { RowError } from './row-errors.js';

/** What every item a row may name has: its id and its label code. */
type Matchable = { id: number; labelCode: string };

/** A kind's own key a row may name an item by (a serial number; a plate, then a VIN). */
export type NaturalKey<Item> = {
  /** The import field the key is read from. */
  field: string;
  /** The key of a cell or an item, compared as equal when the same (case aside, …). */
  keyOf: (text: string) => string;
  /** The item's value of it, if it has one. */
  of: (item: Item) => string | null;
};

/** The largest id PostgreSQL's integer holds: a cell beyond it names nothing. */
const MAX_ID = 2_147_483_647;

const idOf = (cell: string | undefined) => {
  if (!cell || !/^\d{1,10}$/.test(cell)) return undefined;
  const id = Number(cell);
  return id >= 1 && id <= MAX_ID ? id : undefined;
};

/**
 * What a file's rows name to look existing items up by, for one query per file: label codes (as
 * stored, K7QF-3M9X), ids, and each natural key's keys.
 */
export const namedByRows = <Item>(
  rows: readonly MappedRow[],
  keys: readonly NaturalKey<Item>[],
) => {
  const codes = new Set<string>();
  const ids = new Set<number>();
  const naturals = keys.map(() => new Set<string>());
  for (const { values } of rows) {
    const code = values.labelCode ? normalizeLabelCode(values.labelCode) : undefined;
    if (code) codes.add(code);
    const id = idOf(values.id);
    if (id !== undefined) ids.add(id);
    keys.forEach((key, index) => {
      const cell = values[key.field];
      if (cell) naturals[index]!.add(key.keyOf(cell));
    });
  }
  return { codes: [...codes], ids: [...ids], naturals: naturals.map((set) => [...set]) };
};

/** The organization's items a file names, by each thing a row may name them by. */
export type ItemIndex<Item> = {
  byCode: Map<string, Item>;
  byId: Map<number, Item>;
  /** Per natural key, in `keys`' order: the items of each key (several: ambiguous). */
  byKey: Array<Map<string, Item[]>>;
  keys: readonly NaturalKey<Item>[];
};

export const itemIndex = <Item extends Matchable>(
  items: readonly Item[],
  keys: readonly NaturalKey<Item>[],
): ItemIndex<Item> => {
  const byKey = keys.map((key) => {
    const map = new Map<string, Item[]>();
    for (const item of items) {
      const value = key.of(item);
      if (!value) continue;
      const k = key.keyOf(value);
      const same = map.get(k) ?? [];
      same.push(item);
      map.set(k, same);
    }
    return map;
  });
  return {
    byCode: new Map(items.map((item) => [item.labelCode, item])),
    byId: new Map(items.map((item) => [item.id, item])),
    byKey,
    keys,
  };
};

/** The item a row names (none: a new item), or why it cannot name one (its errors). */
export type RowMatch<Item> = { item?: Item; errors: RowError[] };

/**
 * Which existing item of the organization a row names (decision 0060): by its label code, else
 * by its id, else by the first of the kind's keys that names one. A code or id the organization
 * has no item of is the row's error, never a new item and never a match — another
 * organization's code or id reads exactly like an unknown one. A code and an id that name two
 * items, or a key that several items share, are errors too: either could be meant.
 */
export const matchRow = <Item extends Matchable>(
  index: ItemIndex<Item>,
  values: Record<string, string>,
): RowMatch<Item> => {
  const errors: RowError[] = [];
  let byCode: Item | undefined;
  let byId: Item | undefined;
  if (values.labelCode) {
    const code = normalizeLabelCode(values.labelCode);
    byCode = code ? index.byCode.get(code) : undefined;
    if (!byCode)
      errors.push({
        field: 'labelCode',
        message: 'validation.labelCodeUnknown',
        values: { code: values.labelCode },
      });
  }
  if (values.id) {
    const id = idOf(values.id);
    byId = id !== undefined ? index.byId.get(id) : undefined;
    if (!byId)
      errors.push({ field: 'id', message: 'validation.idUnknown', values: { id: values.id } });
  }
  if (errors.length > 0) return { errors };
  if (byCode && byId && byCode !== byId)
    return { errors: [{ field: 'id', message: 'validation.matchConflict' }] };
  if (byCode ?? byId) return { item: byCode ?? byId, errors };
  for (const [position, key] of index.keys.entries()) {
    const cell = values[key.field];
    if (!cell) continue;
    const found = index.byKey[position]!.get(key.keyOf(cell)) ?? [];
    if (found.length === 1) return { item: found[0], errors };
    if (found.length > 1)
      return {
        errors: [
          { field: key.field, message: 'validation.matchAmbiguous', values: { value: cell } },
        ],
      };
  }
  return { errors };
};
