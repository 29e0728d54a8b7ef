import type { ImportRowOutcome } from '@toolyard/shared';
import type { PlannedRow } from './import-kind.js';
import { readCode } from './import-references.js';
import type { RowError } from './row-errors.js';

type Change = ImportRowOutcome['changes'][number];

/** A value as the preview shows a change: text, null for empty. */
const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** One field's change, from the item's value to the file's. */
export const changeOf = (field: string, from: unknown, to: unknown): Change => ({
  field,
  from: shown(from),
  to: shown(to),
});

/**
 * An import never changes a status: moves do, with their rules and logs (data/move-item.ts). A
 * status cell that says otherwise than the item is not an error — the row still updates the
 * rest — but the preview says the status stays (decision 0060).
 */
export const statusNotes = (
  names: Map<string, string>,
  cell: string | undefined,
  current: string,
): RowError[] =>
  cell && readCode(names, cell) !== current
    ? [{ field: 'status', message: 'imports.notes.statusKept', values: { written: cell } }]
    : [];

/**
 * A row that names an existing item: `unchanged` when nothing differs, else `update` with the
 * changes and what the kind's edit path takes.
 */
export const matchedOutcome = <Input, Update>(
  base: { line: number; label: string },
  itemId: number,
  notes: RowError[],
  changes: Change[],
  update: Update,
): PlannedRow<Input, Update> =>
  changes.length === 0
    ? { ...base, itemId, action: 'unchanged', errors: [], notes, changes, duplicateOfLine: null }
    : {
        ...base,
        itemId,
        action: 'update',
        errors: [],
        notes,
        changes,
        duplicateOfLine: null,
        update,
      };

/**
 * A second row naming an item an earlier row of the file names already: skipped as that row's
 * duplicate (the earlier one is what the file says of it).
 */
export const markSameItems = <Input, Update>(rows: PlannedRow<Input, Update>[]) => {
  const firstLine = new Map<number, number>();
  for (const row of rows) {
    if (row.itemId === undefined || row.action === 'invalid') continue;
    const earlier = firstLine.get(row.itemId);
    if (earlier === undefined) {
      firstLine.set(row.itemId, row.line);
      continue;
    }
    row.action = 'skip';
    row.duplicateOfLine = earlier;
    row.changes = [];
    delete row.update;
  }
};
