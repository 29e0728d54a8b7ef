import type { PlannedRow } from './import-kind.js';

/**
 * What makes a row the same record as another. `unique`: one such record at most (a serial
 * number, a licence plate, a username): a second row with it in the file is a duplicate too.
 * Otherwise the key counts (a tool without a serial number by name and branch): a file with
 * three such hammers where the organization has two creates one — so a re-run creates none.
 */
export type DuplicateKey = { key: string; unique: boolean };

export const markDuplicates = <Input, Update>(
  rows: PlannedRow<Input, Update>[],
  keyOf: (input: Input) => DuplicateKey,
  existing: Map<string, number>,
) => {
  const firstLine = new Map<string, number>();
  const left = new Map(existing);
  for (const row of rows) {
    if (!row.input) continue;
    const { key, unique } = keyOf(row.input);
    const earlier = unique ? firstLine.get(key) : undefined;
    const remaining = left.get(key) ?? 0;
    if (unique && earlier === undefined) firstLine.set(key, row.line);
    if (earlier === undefined && remaining === 0) continue;
    row.action = 'skip';
    row.duplicateOfLine = earlier ?? null;
    delete row.input;
    // A counted key's existing records are used up one row at a time; a unique one never is.
    if (!unique && earlier === undefined) left.set(key, remaining - 1);
  }
};
