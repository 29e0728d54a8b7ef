import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@toolyard/shared';
import { invalidField, tooLarge } from '../../lib/domain-errors.js';
import { decodeText, parseCsv } from './parse-csv.js';
import { readXlsx } from './read-xlsx.js';

export type StagedRow = { line: number; cells: string[] };
export type ReadFile = { headers: string[]; rows: StagedRow[] };

// Longer than any field of the forms (descriptions and notes take 5,000): validation words it.
const MAX_CELL = 10_000;

const isZip = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

const tidy = (cells: string[]) =>
  cells.slice(0, IMPORT_MAX_COLUMNS).map((cell) => cell.trim().slice(0, MAX_CELL));

/**
 * An uploaded file as a header and rows of trimmed texts: XLSX (its first sheet) by its ZIP
 * signature, anything else as CSV. Empty rows are dropped; each row keeps its line in the file,
 * so an error names the line the person sees in their spreadsheet.
 */
export const readImportFile = async (bytes: Buffer): Promise<ReadFile> => {
  let records: StagedRow[] = [];
  if (isZip(bytes)) {
    let read: StagedRow[] | undefined;
    try {
      read = await readXlsx(bytes, IMPORT_MAX_ROWS + 1);
    } catch {
      throw invalidField('file', 'errors.importUnreadable');
    }
    if (!read) throw tooLarge('errors.importTooManyRows');
    records = read;
  } else {
    let tooMany = false;
    let line = 0;
    parseCsv(decodeText(bytes), (fields) => {
      line += 1;
      if (records.length > IMPORT_MAX_ROWS) {
        tooMany = true;
        return false;
      }
      records.push({ line, cells: fields });
    });
    if (tooMany) throw tooLarge('errors.importTooManyRows');
  }
  const rows = records
    .map((record) => ({ line: record.line, cells: tidy(record.cells) }))
    .filter((record) => record.cells.some((cell) => cell !== ''));
  const [header, ...data] = rows;
  if (!header) throw invalidField('file', 'errors.importEmpty');
  if (data.length > IMPORT_MAX_ROWS) throw tooLarge('errors.importTooManyRows');
  return { headers: header.cells, rows: data };
};
