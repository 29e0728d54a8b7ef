import { parentPort } from 'node:worker_threads';
import { renderLabelSheet, type LabelSheetInput } from './render-label-sheet.js';
import { renderReportPdf, type ReportPdfInput } from './render-report-pdf.js';

/**
 * A worker thread of pdf-pool.ts: renders one PDF at a time — a report or a sheet of labels —
 * away from the API's event loop and inside its own, limited heap. Bundled as
 * dist/pdf-worker.js (build.mjs).
 */
export type PdfJob =
  { kind: 'report'; input: ReportPdfInput } | { kind: 'labels'; input: LabelSheetInput };
export type PdfWorkerAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

const render = (job: PdfJob) =>
  job.kind === 'labels' ? renderLabelSheet(job.input) : renderReportPdf(job.input);

const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread of pdf-pool.ts');

port.on('message', (job: PdfJob) => {
  render(job).then(
    (pdf) => port.postMessage({ ok: true, pdf } satisfies PdfWorkerAnswer),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies PdfWorkerAnswer),
  );
});
