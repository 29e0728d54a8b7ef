/**
 * The parts of a Chrome trace the diagnosis reads: the page's main thread, its tasks, first
 * contentful paint, and V8's CPU profile of that thread.
 */

export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  id?: string;
  args?: { frame?: string; data?: Record<string, unknown> };
};

export type Trace = { traceEvents: TraceEvent[] };

/** A span of the main thread, in microseconds of the trace's clock. */
export type Span = { name: string; start: number; end: number };

/** The scheduler's own task events: each is one task of the main thread's event loop. */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
]);

type MainFrame = { frame: string };

const mainFrameOf = (events: TraceEvent[]): MainFrame => {
  for (const event of events) {
    if (event.name !== 'TracingStartedInBrowser') continue;
    const frames = (event.args?.data?.frames ?? []) as Array<{ frame: string; parent?: string }>;
    const main = frames.find((frame) => !frame.parent);
    if (main) return { frame: main.frame };
  }
  throw new Error('the trace names no main frame (TracingStartedInBrowser)');
};

/** The renderer thread that painted the page's first content: the page's main thread. */
export const mainThreadOf = (trace: Trace) => {
  const { frame } = mainFrameOf(trace.traceEvents);
  const fcp = trace.traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame,
  );
  if (!fcp) throw new Error('the trace has no first contentful paint for the main frame');
  return { pid: fcp.pid, tid: fcp.tid, firstContentfulPaint: fcp.ts };
};

export type MainThread = ReturnType<typeof mainThreadOf>;

/** The thread's complete events, in order, each with its end. */
export const spansOf = (trace: Trace, thread: MainThread): Span[] =>
  trace.traceEvents
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    )
    .map((event) => ({ name: event.name, start: event.ts, end: event.ts + event.dur! }))
    .sort((a, b) => a.start - b.start || b.end - a.end);

/** Top-level tasks: task events not inside another one. */
export const tasksOf = (spans: Span[]): Span[] => {
  const tasks: Span[] = [];
  for (const span of spans) {
    if (!TASK_NAMES.has(span.name)) continue;
    const last = tasks.at(-1);
    if (last && span.start < last.end) continue;
    tasks.push(span);
  }
  return tasks;
};

/**
 * What a task did, by the name of its direct children (script evaluation, style, layout, paint…),
 * in microseconds; time in no child is "(task itself)".
 */
export const childTimeOf = (task: Span, spans: Span[]) => {
  const byName = new Map<string, number>();
  let coveredUntil = task.start;
  let covered = 0;
  for (const span of spans) {
    if (span.start < task.start || span.end > task.end || span === task) continue;
    if (span.start < coveredUntil || TASK_NAMES.has(span.name)) continue;
    byName.set(span.name, (byName.get(span.name) ?? 0) + span.end - span.start);
    covered += span.end - span.start;
    coveredUntil = span.end;
  }
  byName.set('(task itself)', task.end - task.start - covered);
  return byName;
};

export type CallFrame = {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
};

type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

export type Sample = {
  time: number;
  weight: number;
  frame: CallFrame;
  /** The frames that called it, innermost first. */
  callers: CallFrame[];
};

/** The frames above a node, innermost first; worked out once per node (samples share nodes). */
const callersOf = (
  node: ProfileNode,
  nodes: Map<number, ProfileNode>,
  known: Map<number, CallFrame[]>,
): CallFrame[] => {
  const cached = known.get(node.id);
  if (cached) return cached;
  const caller = node.parent === undefined ? undefined : nodes.get(node.parent);
  const callers = caller ? [caller.callFrame, ...callersOf(caller, nodes, known)] : [];
  known.set(node.id, callers);
  return callers;
};

/**
 * V8's samples of the main thread (`disabled-by-default-v8.cpu_profiler`), each with the function
 * it was in and how long it stands for (until the next sample).
 */
export const samplesOf = (trace: Trace, thread: MainThread): Sample[] => {
  const starts = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.name === 'Profile' && event.pid === thread.pid && event.id)
      starts.set(event.id, (event.args?.data?.startTime as number | undefined) ?? event.ts);
  }
  // The profile with the most samples is the main thread's (workers have their own).
  let best: Sample[] = [];
  for (const [id, start] of starts) {
    const nodes = new Map<number, ProfileNode>();
    const times: number[] = [];
    const nodeIds: number[] = [];
    let time = start;
    for (const event of trace.traceEvents) {
      if (event.name !== 'ProfileChunk' || event.id !== id || event.pid !== thread.pid) continue;
      const data = event.args?.data as
        | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((nodeId, index) => {
        time += deltas[index] ?? 0;
        times.push(time);
        nodeIds.push(nodeId);
      });
    }
    const samples: Sample[] = [];
    const known = new Map<number, CallFrame[]>();
    for (let index = 0; index < nodeIds.length - 1; index += 1) {
      const node = nodes.get(nodeIds[index]!);
      if (!node) continue;
      samples.push({
        time: times[index]!,
        weight: times[index + 1]! - times[index]!,
        frame: node.callFrame,
        callers: callersOf(node, nodes, known),
      });
    }
    if (samples.length > best.length) best = samples;
  }
  return best;
};
