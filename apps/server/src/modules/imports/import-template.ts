import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, type ImportKind, type Language } from '@toolyard/shared';
import { csvSeparator } from '../../lib/csv-separator.js';
import { translate } from '../../lib/translate.js';

const csvCell = (text: string) => (/[";,\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The header row of a kind's file, in the reader's language: what the mapping guesses back. */
export const templateHeaders = (kind: ImportKind, language: Language) =>
  IMPORT_FIELDS[kind].map(({ label }) => translate(language, label));

/**
 * A template file: CSV with a byte order mark (so Excel reads it as UTF-8), separated by `;`
 * except in English (Excel's own choice per locale), or an XLSX sheet with a bold header.
 */
export const importTemplate = async (
  kind: ImportKind,
  language: Language,
  format: 'csv' | 'xlsx',
): Promise<Buffer> => {
  const headers = templateHeaders(kind, language);
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${headers.map(csvCell).join(csvSeparator(language))}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, `imports.sheet.${kind}`).slice(0, 31));
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
