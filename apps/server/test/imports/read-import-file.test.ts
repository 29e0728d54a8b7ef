import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCellLength } from '@toolyard/shared';
import { boundedText } from '../../src/modules/imports/bounded-text.js';
import { readImportFile } from '../../src/modules/imports/read-file.js';
import { xlsxOf } from '../support/hostile-xlsx.js';

const CELL = importCellLength('tools');

describe('reading an uploaded file (decision 0053)', () => {
  it('reads an XLSX as a person sees it: dates, formulas, rich text, numbers and booleans', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tools');
    sheet.addRow(['Name', 'Bought', 'Serviced', 'Count', 'Sum', 'Spare', 'Notes']);
    const row = sheet.addRow([
      { richText: [{ text: 'Laser ', font: { bold: true } }, { text: 'level' }] },
      new Date(Date.UTC(2023, 4, 17)),
      45_000,
      2.5,
      { formula: 'D2*2', result: 5 },
      true,
      `  ${'n'.repeat(CELL + 10)}  `,
    ]);
    row.getCell(3).numFmt = 'dd.mm.yyyy';
    workbook.addWorksheet('Second').addRow(['not read']);
    const read = await readImportFile(Buffer.from(await workbook.xlsx.writeBuffer()), CELL);
    expect(read.headers).toEqual(['Name', 'Bought', 'Serviced', 'Count', 'Sum', 'Spare', 'Notes']);
    expect(read.rows).toEqual([
      {
        line: 2,
        cells: ['Laser level', '2023-05-17', '2023-03-15', '2.5', '5', 'true', 'n'.repeat(CELL)],
      },
    ]);
  });

  it('reads inline strings without their phonetic runs, and keeps lines without a row number in order', async () => {
    const file = xlsxOf(
      '<sheetData><row><c t="inlineStr"><is><t>Name</t></is></c><c t="inlineStr"><is><t>Branch</t></is></c></row>' +
        '<row><c t="inlineStr"><is><r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></is></c><c t="s"><v>0</v></c></row></sheetData>',
      ['  Main & North  '],
    );
    const read = await readImportFile(file, CELL);
    expect(read).toEqual({
      headers: ['Name', 'Branch'],
      rows: [{ line: 2, cells: ['東京', 'Main & North'] }],
    });
  });

  it('refuses a ZIP that is no spreadsheet as unreadable', async () => {
    await expect(
      readImportFile(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]), CELL),
    ).rejects.toMatchObject({ messageKey: 'errors.importUnreadable' });
  });

  it('gathers a text in pieces to exactly what trimming and cutting the whole would keep', () => {
    const text = fc.stringMatching(/^[ \t\nab]{0,40}$/);
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (parts, max) => {
          const gathered = boundedText(max);
          for (const part of parts) gathered.add(part);
          expect(gathered.value()).toBe(parts.join('').trim().slice(0, max));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
