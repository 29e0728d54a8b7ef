import { invalidField, tooLarge } from '../../lib/domain-errors.js';
import { startWorker } from '../../lib/start-worker.js';
import type { ReadFile } from './read-file.js';
import type { ReadFileMessage } from './read-file-worker.js';

// A 10 MB file reads in about a second; a file that takes far longer, or unzips into more than
// the heap holds (an XLSX is a ZIP: small on disk, large inside), ends its worker, not the API.
const DEADLINE_MS = 30_000;
const HEAP_MB = 512;

type Job = { bytes: Buffer; resolve: (read: ReadFile) => void; reject: (error: Error) => void };

export type FileReader = { read: (bytes: Buffer) => Promise<ReadFile>; close: () => Promise<void> };

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
    worker.postMessage(copy, [copy.buffer]);
  };

  return {
    read: (bytes) =>
      new Promise<ReadFile>((resolve, reject) => {
        if (closed) return reject(unreadable());
        waiting.push({ bytes, resolve, reject });
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
