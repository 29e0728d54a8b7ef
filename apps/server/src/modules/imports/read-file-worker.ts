import { parentPort } from 'node:worker_threads';
import { DomainError } from '../../lib/domain-errors.js';
import { readImportFile, type StagedRow } from './read-file.js';

/**
 * A worker thread of file-reader.ts: reads uploaded files, one at a time (CSV parsing, XLSX
 * unzipping) away from the API's event loop and inside its own, limited heap. Only what the
 * reading kept crosses to the API's thread: a file past its budgets is refused here, before any
 * of its rows are copied (decision 0053). Bundled as dist/read-file-worker.js (build.mjs).
 */
export type ReadFileMessage =
  | { type: 'headers'; headers: string[] }
  | { type: 'rows'; rows: StagedRow[] }
  | { type: 'end' }
  | { type: 'refused'; code: 'invalid' | 'tooLarge'; messageKey: string }
  | { type: 'failed'; message: string };

// Rows per message: each is copied into the API's thread on its own turn of the event loop.
export const ROWS_PER_MESSAGE = 250;

const port = parentPort;
if (!port) throw new Error('read-file-worker runs as a worker thread of file-reader.ts');
const send = (message: ReadFileMessage) => port.postMessage(message);

/** A file to read, and how much of a cell its import kind keeps (importCellLength). */
export type ReadFileJob = { bytes: Uint8Array; maxCellLength: number };

port.on('message', ({ bytes, maxCellLength }: ReadFileJob) => {
  readImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxCellLength).then(
    ({ headers, rows }) => {
      send({ type: 'headers', headers });
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
        send({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      send({ type: 'end' });
    },
    (error: unknown) => {
      if (error instanceof DomainError)
        send({
          type: 'refused',
          code: error.code === 'payload_too_large' ? 'tooLarge' : 'invalid',
          messageKey: error.messageKey,
        });
      else
        send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
});
