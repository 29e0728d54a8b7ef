import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { temporarilyUnavailable } from '../lib/domain-errors.js';
import { startWorker } from '../lib/start-worker.js';
import { asBuffer } from '../lib/as-buffer.js';
import { createFairShare, type Claimant, type FairShareOptions } from '../lib/fair-share.js';
import type { LabelSheetInput } from './render-label-sheet.js';
import type { ReportPdfInput } from './render-report-pdf.js';
import type { PdfJob, PdfWorkerAnswer } from './pdf-worker.js';

export type PdfPoolOptions = {
  /** Renders at once, each in its own worker thread. */
  size: number;
  /** A render still running after this long has its worker ended and is answered 503. */
  deadlineMs: number;
  /**
   * Who may render when (decision 0057): shares per organization and per user, and how many
   * renders may wait, for how long. Its `slots` are the pool's `size`.
   */
  share: Omit<FairShareOptions, 'slots'>;
  /** Old-generation heap of each worker: a render that needs more ends its worker, not the API. */
  heapMb: number;
};

// One core stays free for the API's event loop; two renders at most.
const SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

export const PDF_POOL_DEFAULTS: PdfPoolOptions = {
  size: SIZE,
  deadlineMs: 10_000,
  share: {
    // An organization alone may use every worker; when others wait, a freed one goes to them.
    perOrganization: SIZE,
    // One user never holds every worker of their organization (with one worker: of the queue).
    perUser: Math.max(1, SIZE - 1),
    waitingPerOrganization: 4,
    waitingPerUser: 2,
    waitingTotal: 32,
    // The largest label sheet renders in about a second: a render waits for a few before it.
    maxWaitMs: 5_000,
    retryAfterSeconds: 5,
    messages: { busy: 'errors.reportPdfUnavailable', pastShare: 'errors.organizationBusy' },
  },
  heapMb: 256,
};

export type PdfPool = {
  render: (input: ReportPdfInput, claimant: Claimant) => Promise<Buffer>;
  /** A sheet of labels (decision 0037): the same workers, queue and shares as the reports. */
  renderLabels: (input: LabelSheetInput, claimant: Claimant) => Promise<Buffer>;
  close: () => Promise<void>;
};

const unavailable = () => temporarilyUnavailable('errors.reportPdfUnavailable', 5);

type Job = {
  pdf: PdfJob;
  claimant: Claimant;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job?: Job; deadline?: NodeJS.Timeout };

/**
 * PDFs (reports, label sheets) are rendered in worker threads, never on the API's event loop: a
 * long report or a sheet of thousands of labels cannot delay anyone's request, exhaust the API's
 * heap or run forever. At most `size` render at once; the rest wait their turn in a fair share
 * (lib/fair-share.ts: one organization's renders never delay another's beyond the one running),
 * after their database reads are done: a waiting render holds no connection. Workers start on
 * the first render and are kept for the next.
 */
export const createPdfPool = (
  log: FastifyBaseLogger,
  options: PdfPoolOptions = PDF_POOL_DEFAULTS,
): PdfPool => {
  const slots = new Set<Slot>();
  const share = createFairShare({ ...options.share, slots: options.size });
  let closed = false;

  const settle = (slot: Slot, outcome: { pdf: Buffer } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(slot.deadline);
    if ('pdf' in outcome) job.resolve(outcome.pdf);
    else job.reject(outcome.error);
  };

  /** A worker that crashed, ran out of heap or overran the deadline is ended and replaced. */
  const retire = (slot: Slot) => {
    if (!slots.delete(slot)) return;
    settle(slot, { error: unavailable() });
    void slot.worker.terminate();
  };

  const run = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.deadline = setTimeout(() => {
      const what = job.pdf.kind === 'report' ? { reportId: job.pdf.input.report.id } : {};
      log.error(
        { organizationId: job.claimant.organizationId, ...what },
        `${job.pdf.kind} PDF not done after ${options.deadlineMs} ms: worker stopped`,
      );
      retire(slot);
    }, options.deadlineMs);
    slot.worker.postMessage(job.pdf);
  };

  const start = (job: Job) => {
    const worker = startWorker('pdf-worker', new URL('./pdf-worker.ts', import.meta.url), {
      name: 'pdf',
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    // An idle worker does not keep the process alive; close() ends it anyway.
    worker.unref();
    const slot: Slot = { worker };
    slots.add(slot);
    worker.on('message', (answer: PdfWorkerAnswer) => {
      if (answer.ok) settle(slot, { pdf: asBuffer(answer.pdf) });
      else settle(slot, { error: new Error(`PDF failed: ${answer.message}`) });
    });
    worker.on('error', (error) => {
      log.error({ err: error }, 'PDF worker failed');
      retire(slot);
    });
    worker.on('exit', () => retire(slot));
    run(slot, job);
  };

  /** In a slot of the share, a worker is free (or may be started): the share holds `size`. */
  const renderNow = (pdf: PdfJob, claimant: Claimant) =>
    new Promise<Buffer>((resolve, reject) => {
      if (closed) return reject(unavailable());
      const job: Job = { pdf, claimant, resolve, reject };
      const idle = [...slots].find((slot) => !slot.job);
      if (idle) run(idle, job);
      else start(job);
    });

  const queue = (pdf: PdfJob, claimant: Claimant) =>
    share.run(claimant, () => renderNow(pdf, claimant));

  return {
    render: (input, claimant) => queue({ kind: 'report', input }, claimant),
    renderLabels: (input, claimant) => queue({ kind: 'labels', input }, claimant),
    close: async () => {
      closed = true;
      share.close();
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        settle(slot, { error: unavailable() });
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
};
