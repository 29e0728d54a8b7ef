import { posix } from 'node:path';
import { IMPORT_MAX_CELLS, IMPORT_MAX_CHARACTERS } from '@toolyard/shared';
import { tooLarge } from '../../lib/domain-errors.js';
import { boundedText, type BoundedText } from './bounded-text.js';
import type { RowCollector } from './row-collector.js';
import { dateStyles, serialDate } from './xlsx-styles.js';
import { readXml } from './xml-events.js';
import { entryChunks, UnreadableZip, zipEntries, type ZipEntry } from './zip-entries.js';

/**
 * The most a part of the workbook (its sheet, its shared strings) may unpack into. A list of
 * 10,000 rows of a kind's columns with 10 MB of text, even as inline strings, is under 40 MB of
 * sheet XML, and 1,000,100 cells naming shared strings about 45 MB; past this, the parser would
 * be kept busy with markup no budget of cells or text counts (decision 0053).
 */
const XLSX_MAX_PART_BYTES = 64 * 1024 * 1024;

type Cell = { column: number; type: string; style: number; text: BoundedText | undefined };

const attribute = (attributes: Record<string, string>, name: string) => {
  for (const [key, value] of Object.entries(attributes))
    if (key === name || key.endsWith(`:${name}`)) return value;
  return undefined;
};

/** "AB12" → 27 (0-based column); undefined when the reference names none. */
const columnOf = (reference: string | undefined) => {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(reference ?? '')?.[1];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
};

/**
 * The first worksheet of an XLSX, streamed row by row into `rows` (row-collector.ts), which
 * keeps, counts and refuses (decision 0053): the ZIP's parts are unpacked chunk by chunk and read
 * as XML events, shared strings before the sheet, each text cut as it is gathered. Nothing is
 * built but the kept rows and the shared strings (each cut, all counted), so a small file that
 * unpacks into gigabytes is refused once a budget is passed, having cost its counting. Cells read
 * as a person sees them: dates as yyyy-MM-dd (the forms' format), formulas by their result.
 */
export const readXlsx = async (bytes: Buffer, rows: RowCollector, maxCellLength: number) => {
  const entries = zipEntries(bytes);
  const partChunks = (entry: ZipEntry) =>
    entryChunks(bytes, entry, XLSX_MAX_PART_BYTES, () => tooLarge('errors.importTooBigInside'));

  // The workbook: its first sheet (in the workbook's order, hidden or not) and its calendar.
  let firstSheet: string | undefined;
  let date1904 = false;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook)
    await readXml(partChunks(workbook), {
      open: (name, attributes) => {
        if (name === 'sheet') firstSheet ??= attribute(attributes, 'id');
        else if (name === 'workbookPr')
          date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      },
    });
  const parts = new Map<string, string>();
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  if (relations)
    await readXml(partChunks(relations), {
      open: (name, attributes) => {
        if (name !== 'Relationship' || !attributes.Target) return;
        const path = attributes.Target.startsWith('/')
          ? attributes.Target.slice(1)
          : posix.normalize(`xl/${attributes.Target}`);
        if (attributes.Id === firstSheet) parts.set('sheet', path);
        const type = attributes.Type?.split('/').pop();
        if (type === 'sharedStrings' || type === 'styles') parts.set(type, path);
      },
    });
  const entryOf = (part: string, fallback: string) => entries.get(parts.get(part) ?? fallback);

  const styles = dateStyles();
  const stylesEntry = entryOf('styles', 'xl/styles.xml');
  if (stylesEntry) await readXml(partChunks(stylesEntry), styles);

  // Shared strings: each kept as a cell would be, all of them counted.
  const shared: string[] = [];
  const sharedEntry = entryOf('sharedStrings', 'xl/sharedStrings.xml');
  if (sharedEntry) {
    let characters = 0;
    let current: BoundedText | undefined;
    let gathering = false;
    let phonetic = 0;
    await readXml(partChunks(sharedEntry), {
      open: (name) => {
        if (name === 'si') current = boundedText(maxCellLength);
        else if (name === 't') gathering = current !== undefined && phonetic === 0;
        else if (name === 'rPh') phonetic += 1;
      },
      text: (text) => {
        if (gathering) current!.add(text);
      },
      close: (name) => {
        if (name === 't') gathering = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si' && current) {
          const value = current.value();
          characters += value.length;
          if (characters > IMPORT_MAX_CHARACTERS) throw tooLarge('errors.importTooMuchText');
          if (shared.length === IMPORT_MAX_CELLS) throw tooLarge('errors.importTooManyCells');
          shared.push(value);
          current = undefined;
        }
      },
    });
  }

  const sheet = entryOf('sheet', 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new UnreadableZip('no worksheet');
  const valueOf = (cell: Cell) => {
    const raw = cell.text?.value() ?? '';
    switch (cell.type) {
      case 's':
        return shared[Number.parseInt(raw, 10)] ?? '';
      case 'inlineStr':
      case 'str':
        return raw;
      case 'b':
        return raw === '' ? '' : String(raw !== '0');
      case 'e':
        return '';
      case 'd':
        return raw.slice(0, 10);
      default: {
        const number = Number.parseFloat(raw);
        if (raw === '' || !Number.isFinite(number)) return raw;
        return (styles.isDate(cell.style) && serialDate(number, date1904)) || String(number);
      }
    }
  };

  let line = 0;
  let cells: (string | undefined)[] = [];
  let column = -1;
  let cell: Cell | undefined;
  let target: BoundedText | undefined;
  let inline = false;
  let phonetic = 0;
  await readXml(partChunks(sheet), {
    open: (name, attributes) => {
      if (name === 'row') {
        const number = Number.parseInt(attributes.r ?? '', 10);
        line = Number.isInteger(number) && number > line ? number : line + 1;
        cells = [];
        column = -1;
      } else if (name === 'c') {
        rows.countCell();
        column = columnOf(attributes.r) ?? column + 1;
        cell = {
          column,
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? 0),
          text: rows.wants(column) ? boundedText(maxCellLength) : undefined,
        };
      } else if (name === 'v') target = cell?.text;
      else if (name === 'is') inline = true;
      else if (name === 't' && inline && phonetic === 0) target = cell?.text;
      else if (name === 'rPh') phonetic += 1;
      else if (name === 'f') target = undefined;
    },
    text: (text) => target?.add(text),
    close: (name) => {
      if (name === 'v' || name === 't') target = undefined;
      else if (name === 'is') inline = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell) {
        if (cell.text) cells[cell.column] = valueOf(cell);
        cell = undefined;
      } else if (name === 'row') rows.addRow(line, cells);
    },
  });
};
