import { parentPort } from 'node:worker_threads';
import { renderReportPdf, type ReportPdfInput } from './render-report-pdf.js';

/**
 * A worker thread of pdf-pool.ts: renders one report PDF at a time, away from the API's event
 * loop and inside its own, limited heap. Bundled as dist/pdf-worker.js (build.mjs).
 */
export type PdfWorkerAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread of pdf-pool.ts');

port.on('message', (input: ReportPdfInput) => {
  renderReportPdf(input).then(
    (pdf) => port.postMessage({ ok: true, pdf } satisfies PdfWorkerAnswer),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies PdfWorkerAnswer),
  );
});
