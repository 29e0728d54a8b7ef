import type { Result as Lhr } from 'lighthouse';
import { originOf, type Origin } from './source-maps.js';
import {
  childTimeOf,
  mainThreadOf,
  samplesOf,
  spansOf,
  tasksOf,
  type Sample,
  type Span,
  type Trace,
} from './trace-events.js';

/** Tasks shorter than this (as observed, unthrottled) are left out of the listing. */
const OBSERVED_TASK_MS = 10;
/**
 * Tasks this long after first contentful paint are left out too: the page is interactive long
 * before (Lighthouse keeps tracing for seconds; its late tasks are garbage collection).
 */
const LISTED_WINDOW_MS = 5_000;

export type TaskDiagnosis = {
  /** Milliseconds after first contentful paint. */
  start: number;
  duration: number;
  /** What the task did by trace event (style, layout, script…), ms. */
  work: Array<[string, number]>;
  /** Where its script time went, by source file or package, ms. */
  sources: Array<[string, number]>;
  /** The same by function, `name (source)`, ms. */
  functions: Array<[string, number]>;
  /**
   * By the innermost of our own functions on the stack (a component, a hook), ms: which of our
   * code the library and browser time was spent for.
   */
  ours: Array<[string, number]>;
};

export type RunDiagnosis = {
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's long tasks (simulated on a 4× slower CPU, as TBT is), ms. */
  simulatedLongTasks: Array<{ start: number; duration: number; url: string }>;
  tasks: TaskDiagnosis[];
  /** Per source, ms, over all listed tasks of the run. */
  sourceTotals: Map<string, number>;
};

const ms = (microseconds: number) => microseconds / 1000;

const top = (totals: Map<string, number>, count: number): Array<[string, number]> =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => [key, ms(value)]);

const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);

/** Our own code: the web app's and the shared package's files. */
const isOurs = (origin: Origin) =>
  origin.source.startsWith('src/') || origin.source.startsWith('packages/');

const diagnoseTask = (task: Span, spans: Span[], samples: Sample[], firstPaint: number) => {
  const sources = new Map<string, number>();
  const functions = new Map<string, number>();
  const ours = new Map<string, number>();
  for (const sample of samples) {
    if (sample.time < task.start || sample.time >= task.end) continue;
    const origin = originOf(sample.frame);
    add(sources, origin.source, sample.weight);
    add(functions, `${origin.name} (${origin.source})`, sample.weight);
    const ownFrame = [sample.frame, ...sample.callers].find((frame) => isOurs(originOf(frame)));
    if (ownFrame) {
      const own = originOf(ownFrame);
      add(ours, `${own.name} (${own.source})`, sample.weight);
    }
  }
  return {
    diagnosis: {
      start: ms(task.start - firstPaint),
      duration: ms(task.end - task.start),
      work: top(childTimeOf(task, spans), 5),
      sources: top(sources, 6),
      functions: top(functions, 6),
      ours: top(ours, 6),
    },
    sources,
  };
};

/** One Lighthouse run's figures and, for each task after first contentful paint, where it went. */
export const diagnoseRun = (lhr: Lhr, trace: Trace): RunDiagnosis => {
  const thread = mainThreadOf(trace);
  const spans = spansOf(trace, thread);
  const samples = samplesOf(trace, thread);
  const sourceTotals = new Map<string, number>();
  const tasks: TaskDiagnosis[] = [];
  for (const task of tasksOf(spans)) {
    if (task.end < thread.firstContentfulPaint) continue;
    if (ms(task.start - thread.firstContentfulPaint) > LISTED_WINDOW_MS) break;
    if (ms(task.end - task.start) < OBSERVED_TASK_MS) continue;
    const { diagnosis, sources } = diagnoseTask(task, spans, samples, thread.firstContentfulPaint);
    tasks.push(diagnosis);
    for (const [source, time] of sources) add(sourceTotals, source, time);
  }
  const longTasks =
    (
      lhr.audits['long-tasks']?.details as
        { items?: Array<{ startTime: number; duration: number; url: string }> } | undefined
    )?.items ?? [];
  return {
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    simulatedLongTasks: longTasks.map((item) => ({
      start: item.startTime,
      duration: item.duration,
      url: item.url,
    })),
    tasks,
    sourceTotals,
  };
};
