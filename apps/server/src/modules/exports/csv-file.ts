import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { neutraliseFormula } from '../../lib/spreadsheet-cell.js';
import { plainInstant, type Cell, type CellKind, type ExportTable } from './export-table.js';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

const field = (cell: Cell, kind: CellKind, timeZone: string) => {
  if (cell === null) return '';
  const text =
    typeof cell === 'number'
      ? String(cell)
      : kind === 'instant'
        ? plainInstant(cell, timeZone)
        : kind === 'text'
          ? neutraliseFormula(cell)
          : cell;
  // RFC 4180: a field with a separator (either), a quote or a line break is quoted, its quotes
  // doubled.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const line = (cells: Cell[], kinds: CellKind[], timeZone: string, separator: string) =>
  `${cells.map((cell, index) => field(cell, kinds[index] ?? 'text', timeZone)).join(separator)}\r\n`;

async function* chunks(table: ExportTable, separator: string) {
  yield (
    BOM +
    line(
      table.headers,
      table.headers.map(() => 'text'),
      table.timeZone,
      separator,
    )
  );
  for await (const rows of table.batches) {
    yield rows.map((cells) => line(cells, table.kinds, table.timeZone, separator)).join('');
    // Between batches the loop is let go: other tenants' requests go first.
    await nextTurn();
  }
}

/**
 * The table as a CSV stream (RFC 4180, CRLF, UTF-8 with BOM), separated by the reader's list
 * separator (`csvSeparator`: `;` or `,`, decision 0060). It is read as the answer is sent: a slow
 * client holds back the next batch instead of piling rows up in memory.
 */
export const csvStream = (table: ExportTable, separator: string) =>
  Readable.from(chunks(table, separator), { objectMode: false });
