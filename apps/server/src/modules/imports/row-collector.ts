import {
  IMPORT_MAX_CELLS,
  IMPORT_MAX_CHARACTERS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
} from '@toolyard/shared';
import { tooLarge } from '../../lib/domain-errors.js';

export type StagedRow = { line: number; cells: string[] };
export type ReadFile = { headers: string[]; rows: StagedRow[] };

export type RowCollector = {
  /** Counts one cell of the file as it is decoded, kept or not; refuses past IMPORT_MAX_CELLS. */
  countCell: () => void;
  /** Whether a column (0-based) can be mapped: read its text only then. */
  wants: (column: number) => boolean;
  /** A row of the file as its texts by column (holes are empty); its line in the file. */
  addRow: (line: number, cells: readonly (string | undefined)[]) => void;
  finish: () => ReadFile;
};

/** A cell as kept: trimmed, then cut one past the longest field it can be mapped to. */
const keptText = (text: string, maxCellLength: number) => text.trim().slice(0, maxCellLength);

/**
 * What an upload keeps of a file, counted while the file is read (decision 0053): the first row
 * that holds anything is the header; only columns with a non-empty header (of the first
 * IMPORT_MAX_COLUMNS) can be mapped, so only their cells are kept, each cut to
 * `maxCellLength`. Empty rows are dropped. A file is refused as soon as it passes a budget — more
 * rows than IMPORT_MAX_ROWS, more characters kept than IMPORT_MAX_CHARACTERS, more cells
 * decoded than IMPORT_MAX_CELLS — so no more of it is read and nothing of it leaves the reader's
 * thread.
 */
export const rowCollector = (maxCellLength: number): RowCollector => {
  let headers: string[] | undefined;
  const rows: StagedRow[] = [];
  let characters = 0;
  let cells = 0;

  const keep = (text: string | undefined) => {
    if (!text) return '';
    const kept = keptText(text, maxCellLength);
    characters += kept.length;
    if (characters > IMPORT_MAX_CHARACTERS) throw tooLarge('errors.importTooMuchText');
    return kept;
  };

  const readHeader = (cellsOfRow: readonly (string | undefined)[]) => {
    const found = Array.from(cellsOfRow.slice(0, IMPORT_MAX_COLUMNS), keep);
    // Columns after the last header have nothing to be mapped by.
    let length = found.length;
    while (length > 0 && found[length - 1] === '') length -= 1;
    return length === 0 ? undefined : found.slice(0, length);
  };

  return {
    countCell: () => {
      cells += 1;
      if (cells > IMPORT_MAX_CELLS) throw tooLarge('errors.importTooManyCells');
    },
    wants: (column) =>
      headers === undefined
        ? column < IMPORT_MAX_COLUMNS
        : headers[column] !== undefined && headers[column] !== '',
    addRow: (line, cellsOfRow) => {
      if (!headers) {
        headers = readHeader(cellsOfRow);
        return;
      }
      const kept = headers.map((header, column) => (header === '' ? '' : keep(cellsOfRow[column])));
      if (kept.every((cell) => cell === '')) return;
      if (rows.length === IMPORT_MAX_ROWS) throw tooLarge('errors.importTooManyRows');
      rows.push({ line, cells: kept });
    },
    finish: () => ({ headers: headers ?? [], rows }),
  };
};
