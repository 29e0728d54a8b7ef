import { setTimeout as sleep } from 'node:timers/promises';
import { authHeaders, type Session } from './api.js';
import { residentMegabytes } from './processes.js';
import { mb, ms, verdict, type Row } from './table.js';

/** One export of the whole tools list: how long, how large, and what it cost the server. */
type ExportRun = {
  seconds: number;
  megabytes: number;
  /** The server's resident memory before the request, and its peak above that while it ran. */
  rssBefore: number;
  rssPeakIncrease: number;
  /** The slowest answer to another request (a page of the list) sent every 100 ms meanwhile. */
  otherRequestMaxMs: number;
};
export type ExportFigures = Partial<Record<'csv' | 'xlsx', ExportRun>>;

const SAMPLE_EVERY_MS = 20;
const PROBE_EVERY_MS = 100;
// Decision 0027: "streamed so 50,000 rows do not hold the server's memory", and other requests stay
// fast meanwhile. Time informs; these say whether the file was streamed.
const TARGETS = { rssIncreaseMb: 100, otherRequestMs: 250, seconds: 30 };

/** Samples `pid`'s RSS until `stop` is set; answers the peak seen. */
const peakRss = async (pid: number, running: { done: boolean }) => {
  let peak = 0;
  while (!running.done) {
    peak = Math.max(peak, residentMegabytes(pid) ?? 0);
    await sleep(SAMPLE_EVERY_MS);
  }
  return peak;
};

/** Requests a page of the list every 100 ms until stopped; answers the slowest, in ms. */
const probeOthers = async (session: Session, running: { done: boolean }) => {
  let slowest = 0;
  while (!running.done) {
    const started = performance.now();
    const response = await fetch(`${session.baseUrl}/api/tools?limit=50`, {
      headers: authHeaders(session),
    });
    await response.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await sleep(PROBE_EVERY_MS);
  }
  return slowest;
};

/** Downloads the export, reading it as it comes (the client keeps nothing but a byte count). */
const download = async (session: Session, format: 'csv' | 'xlsx') => {
  const response = await fetch(`${session.baseUrl}/api/tools/export?format=${format}`, {
    headers: authHeaders(session),
  });
  if (!response.ok || !response.body)
    throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    bytes += read.value.byteLength;
  return bytes;
};

/** The whole seeded tools list (50,000) as CSV, then as XLSX, one at a time. */
export const measureExport = async (
  session: Session,
  serverPid: number,
): Promise<ExportFigures> => {
  const figures: ExportFigures = {};
  for (const format of ['csv', 'xlsx'] as const) {
    await sleep(500);
    const rssBefore = residentMegabytes(serverPid) ?? 0;
    const running = { done: false };
    const peak = peakRss(serverPid, running);
    const others = probeOthers(session, running);
    const started = performance.now();
    try {
      const bytes = await download(session, format);
      figures[format] = {
        seconds: (performance.now() - started) / 1000,
        megabytes: bytes / 1_000_000,
        rssBefore,
        rssPeakIncrease: 0,
        otherRequestMaxMs: 0,
      };
    } finally {
      running.done = true;
    }
    const run = figures[format]!;
    run.rssPeakIncrease = Math.max(0, (await peak) - rssBefore);
    run.otherRequestMaxMs = await others;
  }
  return figures;
};

/** The table's rows: per format its time and size, its memory, and another request's wait. */
export const exportRows = (figures: ExportFigures | undefined, error: string | undefined): Row[] =>
  (['csv', 'xlsx'] as const).flatMap((format): Row[] => {
    const run = figures?.[format];
    const figure = `export of the tools list as ${format.toUpperCase()}`;
    if (!run)
      return [
        {
          figure,
          measured: error ? `error: ${error}`.slice(0, 72) : 'not measured',
          baseline: '',
          target: `≤ ${TARGETS.seconds} s`,
          verdict: 'missing',
        },
      ];
    return [
      {
        figure,
        measured: `${run.seconds.toFixed(1)} s, ${run.megabytes.toFixed(1)} MB`,
        baseline: '',
        target: `≤ ${TARGETS.seconds} s`,
        verdict: verdict(run.seconds <= TARGETS.seconds),
      },
      {
        figure: '  server RSS peak above its start',
        measured: `+${mb(run.rssPeakIncrease)}`,
        baseline: `before: ${mb(run.rssBefore)}`,
        target: `≤ ${TARGETS.rssIncreaseMb} MB`,
        verdict: verdict(run.rssPeakIncrease <= TARGETS.rssIncreaseMb),
      },
      {
        figure: '  slowest list page meanwhile',
        measured: ms(run.otherRequestMaxMs),
        baseline: '',
        target: `≤ ${TARGETS.otherRequestMs} ms`,
        verdict: verdict(run.otherRequestMaxMs <= TARGETS.otherRequestMs),
      },
    ];
  });
