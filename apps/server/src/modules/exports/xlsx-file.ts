import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../lib/spreadsheet-cell.js';
import { timeSlices } from '../../lib/time-slices.js';
import { plainInstant, type Cell, type CellKind, type ExportTable } from './export-table.js';

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  date: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * How long rows are turned into XML before the loop is let go (decision 0057): a row costs about
 * 50 µs here, and up to four exports slice at once, so another tenant's request waits for at most
 * a few milliseconds' worth at each of its turns.
 */
const SLICE_MS = 4;

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** A cell as Excel keeps it: dates as real dates, text safe from formulas. */
const xlsxValue = (cell: Cell, kind: CellKind, timeZone: string) => {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell;
  if (kind === 'date') return new Date(`${cell}T00:00:00Z`);
  // Excel's dates have no zone: the wall-clock time of the organization, as in the CSV.
  if (kind === 'instant') return new Date(`${plainInstant(cell, timeZone).replace(' ', 'T')}Z`);
  return neutraliseFormula(cell);
};

/** Until the client has read what waits in `out`, or has gone (then nothing more is written). */
const drained = async (out: PassThrough) => {
  const stop = new AbortController();
  await Promise.race([
    once(out, 'drain', { signal: stop.signal }),
    once(out, 'close', { signal: stop.signal }),
  ]).catch(() => undefined);
  stop.abort();
};

/**
 * Writes the table into `out` with exceljs' streaming writer: each row is committed (turned into
 * XML and handed to the zip) as it comes, so a 50,000-row sheet is never held whole. When the
 * client reads slower than the rows come, the next batch waits for `out` to drain.
 */
const writeWorkbook = async (table: ExportTable, out: PassThrough) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.headers.map((header, index) => {
    const format = NUMBER_FORMATS[table.kinds[index] ?? 'text'];
    return {
      header: neutraliseFormula(header),
      width: Math.max(12, Math.min(40, header.length + 4)),
      ...(format ? { style: { numFmt: format } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const slices = timeSlices(SLICE_MS);
  for await (const rows of table.batches) {
    if (out.destroyed) return;
    slices.restart();
    for (const cells of rows) {
      sheet
        .addRow(
          cells.map((cell, column) =>
            xlsxValue(cell, table.kinds[column] ?? 'text', table.timeZone),
          ),
        )
        .commit();
      // Turning rows into XML costs ten times what CSV does: the loop is let go within a batch too.
      if (slices.due()) await slices.next();
    }
    if (out.writableNeedDrain) await drained(out);
    await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
};

/** The table as an XLSX stream; an error while writing ends the stream with that error. */
export const xlsxStream = (table: ExportTable) => {
  const out = new PassThrough();
  writeWorkbook(table, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
};
