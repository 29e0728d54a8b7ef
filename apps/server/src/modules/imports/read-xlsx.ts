import ExcelJS from 'exceljs';

type CellValue = ExcelJS.CellValue;

/** A cell as the text a person sees: dates as yyyy-MM-dd (the forms' format), formulas by result. */
export const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
  if ('hyperlink' in value) return String(value.text);
  return '';
};

/**
 * The first worksheet's rows as texts, with their row numbers. Refuses (answers undefined for)
 * a sheet with more rows than `maxRows` before reading any of them.
 */
export const readXlsx = async (
  bytes: Buffer,
  maxRows: number,
): Promise<{ line: number; cells: string[] }[] | undefined> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > maxRows) return undefined;
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as CellValue[];
    // exceljs keeps column A at index 1.
    // Array.from, not map: a row's values are sparse where cells are empty.
    rows.push({ line, cells: Array.from(values.slice(1), (value) => cellText(value)) });
  });
  return rows;
};
