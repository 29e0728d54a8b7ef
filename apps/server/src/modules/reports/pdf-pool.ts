import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { temporarilyUnavailable } from '../../lib/domain-errors.js';
import { startWorker } from '../../lib/start-worker.js';
import type { LabelSheetInput } from '../labels/render-label-sheet.js';
import type { ReportPdfInput } from './render-report-pdf.js';
import type { PdfJob, PdfWorkerAnswer } from './pdf-worker.js';

export type PdfPoolOptions = {
  /** Renders at once, each in its own worker thread. */
  size: number;
  /** A render still running after this long has its worker ended and is answered 503. */
  deadlineMs: number;
  /** Renders that may wait for a worker; beyond that, 503 at once. */
  maxWaiting: number;
  /** Renders one organization may have running or waiting: one tenant cannot fill the queue. */
  maxPerOrganization: number;
  /** Old-generation heap of each worker: a render that needs more ends its worker, not the API. */
  heapMb: number;
};

export const PDF_POOL_DEFAULTS: PdfPoolOptions = {
  // One core stays free for the API's event loop; two renders at most.
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  deadlineMs: 10_000,
  maxWaiting: 32,
  maxPerOrganization: 4,
  heapMb: 256,
};

export type PdfPool = {
  render: (input: ReportPdfInput, organizationId: number) => Promise<Buffer>;
  /** A sheet of labels (issue 16): the same workers, queue and limits as the reports. */
  renderLabels: (input: LabelSheetInput, organizationId: number) => Promise<Buffer>;
  close: () => Promise<void>;
};

const unavailable = () => temporarilyUnavailable('errors.reportPdfUnavailable', 5);

// A Buffer crosses from the worker as a plain Uint8Array: the same bytes, seen as a Buffer.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type Job = {
  pdf: PdfJob;
  organizationId: number;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job?: Job; deadline?: NodeJS.Timeout };

/**
 * PDFs (reports, label sheets) are rendered in worker threads, never on the API's event loop: a
 * long report or a sheet of thousands of labels cannot delay anyone's request, exhaust the API's
 * heap or run forever. At most `size` render at
 * once; the rest wait their turn (after their database reads are done: a waiting render holds no
 * connection). Workers start on the first render and are kept for the next.
 */
export const createPdfPool = (
  log: FastifyBaseLogger,
  options: PdfPoolOptions = PDF_POOL_DEFAULTS,
): PdfPool => {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  const perOrganization = new Map<number, number>();
  let closed = false;

  const settle = (slot: Slot, outcome: { pdf: Buffer } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(slot.deadline);
    const left = (perOrganization.get(job.organizationId) ?? 1) - 1;
    if (left > 0) perOrganization.set(job.organizationId, left);
    else perOrganization.delete(job.organizationId);
    if ('pdf' in outcome) job.resolve(outcome.pdf);
    else job.reject(outcome.error);
  };

  /** A worker that crashed, ran out of heap or overran the deadline is ended and replaced. */
  const retire = (slot: Slot) => {
    if (!slots.delete(slot)) return;
    settle(slot, { error: unavailable() });
    void slot.worker.terminate();
    pump();
  };

  const run = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.deadline = setTimeout(() => {
      const what = job.pdf.kind === 'report' ? { reportId: job.pdf.input.report.id } : {};
      log.error(
        { organizationId: job.organizationId, ...what },
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
      pump();
    });
    worker.on('error', (error) => {
      log.error({ err: error }, 'PDF worker failed');
      retire(slot);
    });
    worker.on('exit', () => retire(slot));
    run(slot, job);
  };

  const pump = () => {
    while (!closed && waiting.length > 0) {
      const idle = [...slots].find((slot) => !slot.job);
      if (idle) run(idle, waiting.shift()!);
      else if (slots.size < options.size) start(waiting.shift()!);
      else return;
    }
  };

  const queue = (pdf: PdfJob, organizationId: number) => {
    const ofOrganization = perOrganization.get(organizationId) ?? 0;
    if (
      closed ||
      waiting.length >= options.maxWaiting ||
      ofOrganization >= options.maxPerOrganization
    ) {
      return Promise.reject(unavailable());
    }
    perOrganization.set(organizationId, ofOrganization + 1);
    return new Promise<Buffer>((resolve, reject) => {
      waiting.push({ pdf, organizationId, resolve, reject });
      pump();
    });
  };

  return {
    render: (input, organizationId) => queue({ kind: 'report', input }, organizationId),
    renderLabels: (input, organizationId) => queue({ kind: 'labels', input }, organizationId),
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(unavailable());
      perOrganization.clear();
      const stopping = [...slots].map((slot) => {
        slots.delete(slot);
        settle(slot, { error: unavailable() });
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
};
