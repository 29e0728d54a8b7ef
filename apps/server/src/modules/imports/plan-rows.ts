import { timeSlices } from '../../lib/time-slices.js';
import type { MappedRow, PlannedRow } from './import-kind.js';

// 10,000 rows through a form's schema take a few hundred milliseconds, which other requests
// must not wait for in one piece: the rows are judged in slices of this many milliseconds.
const SLICE_MS = 8;

/** Each row judged by `planRow`, in file order, the event loop let go between slices. */
export const planRows = async <Input, Update = never>(
  rows: readonly MappedRow[],
  planRow: (row: MappedRow) => PlannedRow<Input, Update>,
): Promise<PlannedRow<Input, Update>[]> => {
  const planned: PlannedRow<Input, Update>[] = [];
  const slices = timeSlices(SLICE_MS);
  for (const row of rows) {
    if (slices.due()) await slices.next();
    planned.push(planRow(row));
  }
  return planned;
};
