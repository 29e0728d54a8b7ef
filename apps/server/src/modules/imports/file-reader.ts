import { IMPORT_KINDS, importCellLength } from '@toolyard/shared';
import { invalidField, tooLarge } from '../../lib/domain-errors.js';
import { startWorker } from '../../lib/start-worker.js';
import type { Claimant, FairShare, FairShareOptions } from '../../lib/fair-share.js';
import type { ReadFile } from './read-file.js';
import type { ReadFileJob, ReadFileMessage } from './read-file-worker.js';

// A 10 MB file reads in about a second; the reading refuses a file past its budgets of cells and
// text (decision 0053). Should one still take far longer, or unzip into more than the heap holds
// (an XLSX is a ZIP: small on disk, large inside), it ends its worker, not the API.
const DEADLINE_MS = 30_000;
const HEAP_MB = 512;

type Job = {
  bytes: Buffer;
  maxCellLength: number;
  resolve: (read: ReadFile) => void;
  reject: (error: Error) => void;
};

/**
 * `maxCellLength`: how much of a cell the import kind keeps (importCellLength); without it, the
 * most any kind keeps.
 */
export type FileReader = {
  read: (bytes: Buffer, options?: { maxCellLength?: number }) => Promise<ReadFile>;
  close: () => Promise<void>;
};

const LONGEST_CELL = Math.max(...IMPORT_KINDS.map(importCellLength));

/**
 * Uploads are read in a worker thread, one file at a time (uploads are an admin's, and rare):
 * a 10 MB CSV or XLSX takes the API's event loop for no more than the copying of its rows, 250
 * at a time. The worker starts with the first upload and is kept for the next; one that fails,
 * runs out of heap or overruns the deadline is ended, its file refused as unreadable.
 */
export const fileReader = (): FileReader => {
  const waiting: Job[] = [];
  let current: { job: Job; read: ReadFile; deadline: NodeJS.Timeout } | undefined;
  let worker: ReturnType<typeof startWorker> | undefined;
  let closed = false;

  const settle = (outcome: { read: ReadFile } | { error: Error }) => {
    const done = current;
    if (!done) return;
    current = undefined;
    clearTimeout(done.deadline);
    if ('read' in outcome) done.job.resolve(outcome.read);
    else done.job.reject(outcome.error);
    pump();
  };

  const unreadable = () => invalidField('file', 'errors.importUnreadable');

  const retire = () => {
    const stopping = worker;
    worker = undefined;
    void stopping?.terminate();
    settle({ error: unreadable() });
  };

  const onMessage = (message: ReadFileMessage) => {
    if (!current) return;
    if (message.type === 'headers') current.read.headers = message.headers;
    else if (message.type === 'rows') current.read.rows.push(...message.rows);
    else if (message.type === 'end') settle({ read: current.read });
    else if (message.type === 'refused')
      settle({
        error:
          message.code === 'tooLarge'
            ? tooLarge(message.messageKey)
            : invalidField('file', message.messageKey),
      });
    else settle({ error: new Error(`import file reading failed: ${message.message}`) });
  };

  const start = () => {
    const started = startWorker(
      'read-file-worker',
      new URL('./read-file-worker.ts', import.meta.url),
      {
        name: 'import-read-file',
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      },
    );
    // An idle worker does not keep the process alive; close() ends it anyway.
    started.unref();
    started.on('message', onMessage);
    // Out of heap (a file that unzips into too much) or crashed: the file cannot be read here.
    started.on('error', () => worker === started && retire());
    started.on('exit', () => worker === started && retire());
    return started;
  };

  const pump = () => {
    if (closed || current || waiting.length === 0) return;
    const job = waiting.shift()!;
    worker ??= start();
    current = { job, read: { headers: [], rows: [] }, deadline: setTimeout(retire, DEADLINE_MS) };
    const copy = new Uint8Array(job.bytes);
    const message: ReadFileJob = { bytes: copy, maxCellLength: job.maxCellLength };
    worker.postMessage(message, [copy.buffer]);
  };

  return {
    read: (bytes, options = {}) =>
      new Promise<ReadFile>((resolve, reject) => {
        if (closed) return reject(unreadable());
        const maxCellLength = options.maxCellLength ?? LONGEST_CELL;
        waiting.push({ bytes, maxCellLength, resolve, reject });
        pump();
      }),
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(unreadable());
      const stopping = worker;
      worker = undefined;
      settle({ error: unreadable() });
      await stopping?.terminate();
    },
  };
};

/**
 * Who may have a file read when (decision 0057): the one worker reads one file at a time, so a
 * file waits for those before it; one organization cannot queue many in front of another's, and
 * waits a few seconds at most (a 10 MB file reads in about one) before 429/503 with Retry-After.
 */
export const READ_SHARE: FairShareOptions = {
  slots: 1,
  perOrganization: 1,
  perUser: 1,
  waitingPerOrganization: 2,
  waitingPerUser: 1,
  waitingTotal: 16,
  maxWaitMs: 5_000,
  retryAfterSeconds: 5,
  messages: { busy: 'errors.serverBusy', pastShare: 'errors.organizationBusy' },
};

/** The reader as one caller's: their file waits for its turn in `share`, then is read. */
export const readerFor = (
  reader: FileReader,
  share: FairShare,
  claimant: Claimant,
): FileReader => ({
  read: (bytes, options) => share.run(claimant, () => reader.read(bytes, options)),
  close: reader.close,
});
