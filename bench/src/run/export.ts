import { setTimeout as sleep } from 'node:timers/promises';
import { authHeaders, type Session } from './api.js';
import { figuresOf, probeIdle, probeLoop, type ProbeFigures } from './loop-probe.js';
import { residentMegabytes } from './processes.js';
import type { ScaledSession } from './scaled-org.js';
import { mb, ms, verdict, type Row } from './table.js';

type Format = 'csv' | 'xlsx';

/** One export of the whole tools list: how long, how large, and what it cost the server. */
type ExportRun = {
  seconds: number;
  megabytes: number;
  /** The data rows the server said the file holds (X-Export-Rows), when it said. */
  rows?: number;
  /** The server's resident memory before the request, and its peak above that while it ran. */
  rssBefore: number;
  rssPeakIncrease: number;
  /** The slowest answer to another request (a page of the list) sent every 100 ms meanwhile. */
  otherRequestMaxMs?: number;
  /** The no-database probe (loop-probe.ts) meanwhile, and alone just before. */
  loop?: { during: ProbeFigures; idle: ProbeFigures };
};

/** The same exports of the organization at `scale` times Bench Builders' size (BENCH_SCALE). */
type ScaledExports = Partial<Record<Format, ExportRun>> & { scale: number; error?: string };

export type ExportFigures = Partial<Record<Format, ExportRun>> & { scaled?: ScaledExports };

/** The scaled organization's admin, signed in, and its scale. */

const FORMATS: Format[] = ['csv', 'xlsx'];
const SAMPLE_EVERY_MS = 20;
const PROBE_EVERY_MS = 100;
// Decision 0027: "streamed so 50,000 rows do not hold the server's memory", and other requests stay
// fast meanwhile. Time informs; these say whether the file was streamed. At 10× the rows the
// memory must not grow with them, and the loop must stay free as the cost battery demands.
const TARGETS = { rssIncreaseMb: 100, otherRequestMs: 250, seconds: 30 };
const SCALED_TARGETS = { rssIncreaseMb: 32, loopDelayMs: 100 };

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
const download = async (session: Session, format: Format) => {
  const response = await fetch(`${session.baseUrl}/api/tools/export?format=${format}`, {
    headers: authHeaders(session),
  });
  if (!response.ok || !response.body)
    throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  const announced = response.headers.get('x-export-rows');
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    bytes += read.value.byteLength;
  return { bytes, rows: announced === null ? undefined : Number(announced) };
};

/**
 * One export while the server's RSS is sampled and, beside it, either a page of the list is asked
 * for every 100 ms (`list`, Bench Builders' rows as before) or the no-database probe runs (`loop`,
 * after 2 s of it alone: the usual answer the loop's delay is measured from).
 */
const measureOne = async (
  session: Session,
  serverPid: number,
  format: Format,
  beside: 'list' | 'loop',
): Promise<ExportRun> => {
  await sleep(500);
  const idle = beside === 'loop' ? await probeIdle(session.baseUrl) : undefined;
  const rssBefore = residentMegabytes(serverPid) ?? 0;
  const running = { done: false };
  const peak = peakRss(serverPid, running);
  const others = beside === 'list' ? probeOthers(session, running) : undefined;
  const loop = beside === 'loop' ? probeLoop(session.baseUrl, running) : undefined;
  const started = performance.now();
  let file: Awaited<ReturnType<typeof download>>;
  try {
    file = await download(session, format);
  } catch (error) {
    running.done = true;
    // The samplers end on their next round: none is left running (or failing) unheard.
    await Promise.allSettled([peak, others, loop]);
    throw error;
  }
  running.done = true;
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    megabytes: file.bytes / 1_000_000,
    ...(file.rows === undefined ? {} : { rows: file.rows }),
    rssBefore,
    rssPeakIncrease: Math.max(0, (await peak) - rssBefore),
    ...(others ? { otherRequestMaxMs: await others } : {}),
    ...(loop && idle ? { loop: { during: figuresOf(await loop), idle } } : {}),
  };
};

/**
 * The whole seeded tools list (50,000) as CSV, then as XLSX, one at a time; with `scaled`, the
 * scaled organization's whole list (500,000 at BENCH_SCALE=10) the same way, its memory growth
 * and the server's event-loop delay meanwhile. A failure there leaves the first figures standing.
 */
export const measureExport = async (
  session: Session,
  serverPid: number,
  scaled?: ScaledSession,
): Promise<ExportFigures> => {
  const figures: ExportFigures = {};
  for (const format of FORMATS)
    figures[format] = await measureOne(session, serverPid, format, 'list');
  if (!scaled) return figures;
  const large: ScaledExports = { scale: scaled.scale };
  figures.scaled = large;
  try {
    for (const format of FORMATS)
      large[format] = await measureOne(scaled.session, serverPid, format, 'loop');
  } catch (error) {
    large.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }
  return figures;
};

const missing = (figure: string, error: string | undefined, target: string): Row => ({
  figure,
  measured: error ? `error: ${error}`.slice(0, 72) : 'not measured',
  baseline: '',
  target,
  verdict: 'missing',
});

const sizeOf = (run: ExportRun) =>
  `${run.seconds.toFixed(1)} s, ${run.megabytes.toFixed(1)} MB` +
  (run.rows === undefined ? '' : `, ${run.rows.toLocaleString('en')} rows`);

/** Bench Builders' rows: per format its time and size, its memory, and another request's wait. */
const baseRows = (figures: ExportFigures | undefined, error: string | undefined): Row[] =>
  FORMATS.flatMap((format): Row[] => {
    const run = figures?.[format];
    const figure = `export of the tools list as ${format.toUpperCase()}`;
    if (!run) return [missing(figure, error, `≤ ${TARGETS.seconds} s`)];
    const slowest = run.otherRequestMaxMs ?? Number.NaN;
    return [
      {
        figure,
        measured: sizeOf(run),
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
        measured: ms(slowest),
        baseline: '',
        target: `≤ ${TARGETS.otherRequestMs} ms`,
        verdict: verdict(slowest <= TARGETS.otherRequestMs),
      },
    ];
  });

/**
 * The scaled organization's rows: time and size inform; the RSS growth says the file was streamed
 * (it must not grow with the rows), and the loop's delay — the no-database probe's slowest answer
 * above its usual one alone — that other requests were not held up meanwhile.
 */
const scaledRows = (scaled: ScaledExports): Row[] =>
  FORMATS.flatMap((format): Row[] => {
    const run = scaled[format];
    const figure = `export of the ×${scaled.scale} tools list as ${format.toUpperCase()}`;
    if (!run) return [missing(figure, scaled.error, '')];
    const delay = run.loop ? run.loop.during.max - run.loop.idle.median : Number.NaN;
    return [
      { figure, measured: sizeOf(run), baseline: '', target: '', verdict: 'info' },
      {
        figure: '  server RSS growth during the export',
        measured: `+${mb(run.rssPeakIncrease)}`,
        baseline: `before: ${mb(run.rssBefore)}`,
        target: `≤ ${SCALED_TARGETS.rssIncreaseMb} MB`,
        verdict: verdict(run.rssPeakIncrease <= SCALED_TARGETS.rssIncreaseMb),
      },
      {
        figure: '  event-loop delay meanwhile (no-database request)',
        measured: run.loop
          ? `${ms(delay)} (slowest ${ms(run.loop.during.max)}, p99 ${ms(run.loop.during.p99)})`
          : 'n/a',
        baseline: run.loop
          ? `alone: usual ${ms(run.loop.idle.median)}, slowest ${ms(run.loop.idle.max)}`
          : '',
        target: `< ${SCALED_TARGETS.loopDelayMs} ms`,
        verdict: verdict(delay < SCALED_TARGETS.loopDelayMs),
      },
    ];
  });

/** The table's rows: Bench Builders' exports, then the scaled organization's when it was measured. */
export const exportRows = (
  figures: ExportFigures | undefined,
  error: string | undefined,
): Row[] => [...baseRows(figures, error), ...(figures?.scaled ? scaledRows(figures.scaled) : [])];
