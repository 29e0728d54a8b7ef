import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MappedRow, PlannedRow } from './import-kind.js';

// Rows judged per turn of the event loop: 10,000 rows through a form's schema take a few
// hundred milliseconds, which other requests must not wait for in one piece.
const ROWS_PER_TURN = 500;

/** Each row judged by `planRow`, in file order, the event loop let go between slices. */
export const planRows = async <Input, Update = never>(
  rows: readonly MappedRow[],
  planRow: (row: MappedRow) => PlannedRow<Input, Update>,
): Promise<PlannedRow<Input, Update>[]> => {
  const planned: PlannedRow<Input, Update>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const row of rows.slice(start, start + ROWS_PER_TURN)) planned.push(planRow(row));
  }
  return planned;
};
