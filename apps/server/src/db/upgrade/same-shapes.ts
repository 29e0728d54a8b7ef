import { labelOf, type Sequence, type Table } from './catalog.js';

type Shapes = { tables: Table[]; sequences: Sequence[] };

const columnsOf = (table: Table) =>
  table.columns
    .map((column) => `${column.name} ${column.type}${column.generated ? ' (generated)' : ''}`)
    .sort()
    .join(', ');

/**
 * Rows move only into a table just like their own: every table of the old database needs its
 * twin in the new one, column for column and type for type, and every sequence too. A table
 * Toolyard's migrations did not make has none, and stops the upgrade rather than being left
 * behind.
 */
export const assertSameShapes = (old: Shapes, next: Shapes) => {
  const twins = new Map(next.tables.map((table) => [labelOf(table), table]));
  for (const table of old.tables) {
    const twin = twins.get(labelOf(table));
    if (!twin)
      throw new Error(
        `The old database has a table the new one lacks: ${labelOf(table)}. Toolyard's ` +
          'migrations did not make it, so the upgrade does not know where its rows belong: move ' +
          'them elsewhere and drop the table, then run the upgrade again.',
      );
    if (columnsOf(twin) !== columnsOf(table))
      throw new Error(
        `The table ${labelOf(table)} differs between the databases: old (${columnsOf(table)}), ` +
          `new (${columnsOf(twin)}).`,
      );
  }
  const sequences = new Set(next.sequences.map(labelOf));
  const missing = old.sequences.find((sequence) => !sequences.has(labelOf(sequence)));
  if (missing)
    throw new Error(
      `The old database has a sequence the new one lacks: ${labelOf(missing)}. Toolyard's ` +
        'migrations did not make it: drop it (and what uses it), then run the upgrade again.',
    );
};
