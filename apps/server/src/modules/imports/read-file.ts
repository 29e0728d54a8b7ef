import { IMPORT_MAX_COLUMNS } from '@toolyard/shared';
import { DomainError, invalidField } from '../../lib/domain-errors.js';
import { decodeText, parseCsv } from './parse-csv.js';
import { readXlsx } from './read-xlsx.js';
import { rowCollector, type ReadFile } from './row-collector.js';

export type { ReadFile, StagedRow } from './row-collector.js';

const isZip = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

/**
 * An uploaded file as a header and rows of trimmed texts: XLSX (its first sheet) by its ZIP
 * signature, anything else as CSV. Each row keeps its line in the file, so an error names the
 * line the person sees in their spreadsheet. What is kept of it, and when it is refused for its
 * size, is row-collector.ts's (decision 0053): `maxCellLength` is the import kind's
 * (importCellLength).
 */
export const readImportFile = async (bytes: Buffer, maxCellLength: number): Promise<ReadFile> => {
  const rows = rowCollector(maxCellLength);
  if (isZip(bytes)) {
    try {
      await readXlsx(bytes, rows, maxCellLength);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw invalidField('file', 'errors.importUnreadable');
    }
  } else {
    // A CSV's cells are bounded by its bytes (10 MB read in about 120 ms): not counted, so a
    // sheet saved with many empty lines below the list still imports.
    let line = 0;
    parseCsv(
      decodeText(bytes),
      (fields) => {
        line += 1;
        rows.addRow(line, fields);
      },
      IMPORT_MAX_COLUMNS,
    );
  }
  const read = rows.finish();
  if (read.headers.length === 0) throw invalidField('file', 'errors.importEmpty');
  return read;
};
