import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@toolyard/shared';
import { text } from './max-bodies.js';

export type ImportFile = { label: string; name: string; type: string; bytes: Uint8Array };

// The fields' API names: the mapping guesses every column from them.
const HEADERS = IMPORT_FIELDS.tools.map(({ field }) => field);

/**
 * The largest tool imports an upload takes: a CSV of the most rows (IMPORT_MAX_ROWS), every cell quoted and
 * the rows as long as keeps the file just under the 10 MB limit, and the same rows as an XLSX
 * sheet (the format that costs most to read). Every row is valid, with a serial number of its own.
 */
export const largestImports = async (branchName: string, tag: string): Promise<ImportFile[]> => {
  const rowOf = (i: number, description: string) => [
    text(80, 'spaced', `${tag} ${i} `),
    `${tag}-SN-${i}`,
    description,
    branchName,
    '',
    'available',
    '2024-02-29',
    '2026-10-31',
    '2027-10-31',
    text(40, 'spaced'),
    text(40, 'spaced'),
  ];
  const line = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(';');
  const header = `\uFEFF${line(HEADERS)}\r\n`;
  // Every row as long as the 10 MB allow (the texts hold letters of two bytes: measured in bytes).
  const room = Math.floor((IMPORT_MAX_BYTES - Buffer.byteLength(header) - 1024) / IMPORT_MAX_ROWS);
  const rowBytes = (description: string) =>
    Buffer.byteLength(`${line(rowOf(IMPORT_MAX_ROWS, description))}\r\n`);
  let length = room;
  while (length > 0 && rowBytes(text(length, 'spaced')) > room) length -= 1;
  const description = text(length, 'spaced');
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => rowOf(i + 1, description));
  const csv = Buffer.from(header + rows.map((cells) => `${line(cells)}\r\n`).join(''), 'utf8');

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tools');
  sheet.addRow(HEADERS);
  for (const cells of rows) sheet.addRow(cells);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const size = (bytes: Buffer) => `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
  const rowCount = IMPORT_MAX_ROWS.toLocaleString('en');
  return [
    {
      label: `CSV, ${rowCount} rows, ${size(csv)}`,
      name: 'tools.csv',
      type: 'text/csv',
      bytes: csv,
    },
    {
      label: `XLSX, ${rowCount} rows, ${size(xlsx)}`,
      name: 'tools.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: xlsx,
    },
  ];
};
