import autocannon from 'autocannon';
import { median, percentile } from './stats.js';

export type LoadTarget = { label: string; url: string; headers?: Record<string, string> };

export type LoadRun = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
};

export type LoadFigures = LoadRun & { runs: LoadRun[] };

export const CONNECTIONS = 10;

/**
 * One autocannon run. Latencies are kept one by one (autocannon's summary has no p95) and the
 * rate is counted from answered 2xx requests over the run's length.
 */
const loadRun = (target: LoadTarget, seconds: number) =>
  new Promise<LoadRun>((resolve, reject) => {
    const latencies: number[] = [];
    const started = performance.now();
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: target.headers ?? {},
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (performance.now() - started) / 1000;
        resolve({
          requestsPerSecond: result['2xx'] / elapsed,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on(
      'response',
      (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      },
    );
  });

const summarize = (runs: LoadRun[]): LoadFigures => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p95: median(runs.map((run) => run.p95)),
  p99: median(runs.map((run) => run.p99)),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
  runs,
});

/**
 * Each target warmed up once, then `runs` runs of each, taking turns (A B A B …) so that noise
 * from the rest of the machine falls on all of them alike. Every figure is the median of its runs.
 */
export const measureLoad = async (
  targets: LoadTarget[],
  options: { runs: number; seconds: number; warmupSeconds: number },
) => {
  for (const target of targets) await loadRun(target, options.warmupSeconds);
  const runs = new Map<LoadTarget, LoadRun[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < options.runs; round += 1) {
    for (const target of targets) runs.get(target)!.push(await loadRun(target, options.seconds));
  }
  return targets.map((target) => summarize(runs.get(target)!));
};

/** The size of one answer of `target`, in bytes as sent (no compression asked for). */
export const answerBytes = async (target: LoadTarget) => {
  const response = await fetch(target.url, { headers: target.headers ?? {} });
  return (await response.arrayBuffer()).byteLength;
};
