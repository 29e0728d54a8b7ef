import fs from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/*
 * What a piece of work does to everybody else: how long the server's event loop stands still,
 * and how long another tenant waits for a small request sent every 50 ms meanwhile.
 *
 * The server listens on a real port, and every request — the work's and the other tenant's —
 * comes from a client on a thread of its own (http-client.worker.mjs), through sockets, as from
 * browsers: bodies arrive in chunks and are parsed from the socket, answers are written to it,
 * and the other tenant's request waits for the accept, the HTTP parser, the session lookup and
 * the pool like any other. (`app.inject` skips all of that; and a client on the server's own
 * thread would add its work — 50 fetches, reading the answers — to the loop we measure.) The
 * event loop measured is this thread's: the server's.
 */

type FormFile = { field: string; filename: string; type: string; bytes: Uint8Array };

export type HttpRequest = {
  method: string;
  /** Path and query; the client puts the server's address in front. */
  path: string;
  token?: string;
  /** A JSON body, already serialized. */
  json?: string;
  /** A multipart upload of one file. */
  file?: FormFile;
  /** A multipart form of text fields and files (a damage report and its photos). */
  form?: { fields: Record<string, string>; files: FormFile[] };
  /** More request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

export type HttpAnswer = {
  status: number;
  /** The whole answer's time, as the client saw it, in ms. */
  ms: number;
  body: Buffer;
  json: <T>() => T;
};

export type ProbeFigures = {
  /** How long the work took, in ms. */
  workMs: number;
  /** The longest the event loop stood still, in ms (the histogram's maximum minus its resolution). */
  loopDelayMaxMs: number;
  /** The 99th percentile of the event loop's delay, in ms (minus the resolution, as the maximum). */
  loopDelayP99Ms: number;
  /** How many requests the other tenant sent. */
  otherTenantRequests: number;
  /** The other tenant's slowest answer, in ms, counted from when the request was due. */
  otherTenantMaxMs: number;
  /** Statuses (0: no answer within a minute) of the other tenant's requests that were not 200. */
  otherTenantFailures: number[];
  /** Each of the other tenant's answers' time, in ms from when it was due, in the order sent. */
  otherTenantLatenciesMs: number[];
  /**
   * Why the loop stood still, when it did: this (the server's) thread's time on a CPU and its
   * time waiting for one (a busy machine: other processes had the cores), and the longest
   * garbage-collection pause, in ms over the work. The first two from Linux's schedstat; null
   * elsewhere.
   */
  mainThreadCpuMs: number | null;
  mainThreadQueuedMs: number | null;
  gcMaxMs: number;
};

export type OtherTenant = {
  token: string;
  /** A small request of theirs; by default their tool list. */
  path?: string;
};

export const LOOP_RESOLUTION_MS = 10;
const PROBE_INTERVAL_MS = 50;

const ms = (nanoseconds: number) => nanoseconds / 1e6;

/** The calling thread's time on a CPU and waiting on the run queue, in ns (Linux). */
const schedstat = (): [number, number] | null => {
  try {
    const [cpu, queued] = fs
      .readFileSync('/proc/thread-self/schedstat', 'utf8')
      .split(' ')
      .map(Number);
    return [cpu!, queued!];
  } catch {
    return null;
  }
};

type WorkerAnswer = { status: number; ms: number; bytes: ArrayBuffer };
type WorkerReply = {
  id: number;
  answers?: WorkerAnswer[];
  load?: LoadFigures;
  probe?: { latencies: number[]; failures: number[] };
};

const toAnswer = ({ status, ms: took, bytes }: WorkerAnswer): HttpAnswer => {
  const body = Buffer.from(bytes);
  return { status, ms: took, body, json: <T>() => JSON.parse(body.toString()) as T };
};

/** What `load` answers: each request label's statuses and their counts. */
export type LoadFigures = {
  statuses: Record<string, Record<string, number>>;
  /** 429 and 503 answers without a Retry-After header. */
  refusalsWithoutRetryAfter: number;
};

export type LoadClient = {
  send: (request: HttpRequest) => Promise<HttpAnswer>;
  /**
   * One tenant's load: `connections` clients sending the requests in turn (each starting at its
   * own place in the list) until `durationMs` has passed; a request still unanswered `graceMs`
   * after that counts as no answer (status 0).
   */
  load: (
    requests: Array<HttpRequest & { label: string }>,
    options: { connections: number; durationMs: number; graceMs: number },
  ) => Promise<LoadFigures>;
  /** All the requests at once: each is sent before any answer is awaited. */
  burst: (requests: HttpRequest[]) => Promise<HttpAnswer[]>;
  /** Runs `work` while measuring the event loop and sending the other tenant's request every 50 ms. */
  underProbe: <T>(
    other: OtherTenant,
    work: () => Promise<T>,
  ) => Promise<{ result: T; figures: ProbeFigures }>;
  close: () => Promise<void>;
};

/** A client thread for the server listening at `baseUrl`. */
export const startLoadClient = (baseUrl: string): LoadClient => {
  const worker = new Worker(new URL('./http-client.worker.mjs', import.meta.url));
  const waiting = new Map<number, (reply: WorkerReply) => void>();
  let nextId = 0;
  worker.on('message', (reply: WorkerReply) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const ask = (message: Record<string, unknown>) =>
    new Promise<WorkerReply>((resolve) => {
      const id = (nextId += 1);
      waiting.set(id, resolve);
      worker.postMessage({ id, ...message });
    });
  const toWorker = (request: HttpRequest) => ({
    method: request.method,
    url: `${baseUrl}${request.path}`,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: request.json,
    form: request.file ? { fields: {}, files: [request.file] } : request.form,
  });

  const underProbe = async <T>(other: OtherTenant, work: () => Promise<T>) => {
    const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    let gcMaxMs = 0;
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
    });
    gcObserver.observe({ entryTypes: ['gc'] });
    const probe = {
      url: `${baseUrl}${other.path ?? '/api/tools'}`,
      headers: { authorization: `Bearer ${other.token}` },
      intervalMs: PROBE_INTERVAL_MS,
    };
    await ask({ type: 'probe-start', other: probe });

    const threadBefore = schedstat();
    histogram.enable();
    const start = performance.now();
    let result: T;
    let workMs: number;
    try {
      result = await work();
      workMs = performance.now() - start;
    } finally {
      // A stall at the very end is recorded only when the next sample is taken.
      await new Promise((resolve) => setTimeout(resolve, 2 * LOOP_RESOLUTION_MS));
      histogram.disable();
      gcObserver.disconnect();
    }
    const threadAfter = schedstat();
    const { latencies, failures } = (await ask({ type: 'probe-stop' })).probe!;

    const sampled = histogram.count > 0;
    const figures: ProbeFigures = {
      workMs,
      loopDelayMaxMs: sampled ? Math.max(0, ms(histogram.max) - LOOP_RESOLUTION_MS) : 0,
      loopDelayP99Ms: sampled ? Math.max(0, ms(histogram.percentile(99)) - LOOP_RESOLUTION_MS) : 0,
      otherTenantRequests: latencies.length,
      otherTenantMaxMs: Math.max(0, ...latencies),
      otherTenantFailures: failures,
      otherTenantLatenciesMs: latencies,
      mainThreadCpuMs: threadBefore && threadAfter ? ms(threadAfter[0] - threadBefore[0]) : null,
      mainThreadQueuedMs: threadBefore && threadAfter ? ms(threadAfter[1] - threadBefore[1]) : null,
      gcMaxMs,
    };
    return { result, figures };
  };

  return {
    send: async (request) =>
      toAnswer((await ask({ type: 'send', request: toWorker(request) })).answers![0]!),
    burst: async (requests) =>
      (await ask({ type: 'burst', requests: requests.map(toWorker) })).answers!.map(toAnswer),
    load: async (requests, options) =>
      (
        await ask({
          type: 'load',
          load: {
            ...options,
            requests: requests.map((request) => ({ ...toWorker(request), label: request.label })),
          },
        })
      ).load!,
    underProbe,
    close: async () => {
      await worker.terminate();
    },
  };
};

/** One line of a timing table: fixed-width columns, for the run log. */
export const figuresRow = (label: string, status: number | string, figures: ProbeFigures) =>
  [
    label.padEnd(72).slice(0, 72),
    String(status).padStart(4),
    figures.workMs.toFixed(0).padStart(7),
    figures.loopDelayMaxMs.toFixed(0).padStart(5),
    figures.loopDelayP99Ms.toFixed(0).padStart(5),
    figures.otherTenantMaxMs.toFixed(0).padStart(6),
    String(figures.otherTenantRequests).padStart(4),
    (figures.mainThreadCpuMs?.toFixed(0) ?? '-').padStart(5),
    (figures.mainThreadQueuedMs?.toFixed(0) ?? '-').padStart(6),
    figures.gcMaxMs.toFixed(0).padStart(4),
  ].join(' ');

export const FIGURES_HEADER = [
  'request'.padEnd(72),
  'stat',
  '     ms',
  ' loop',
  '  p99',
  ' other',
  '   n',
  '  cpu',
  'queued',
  '  gc',
].join(' ');

/** What the columns mean, for the line above the table. */
export const FIGURES_LEGEND =
  "ms: the work's time; loop: the event loop's longest stall and p99; other: tenant B's slowest of n answers; " +
  'cpu, queued: the server thread on a CPU and waiting for one (a busy machine); gc: the longest GC pause';
