import { setTimeout as sleep } from 'node:timers/promises';
import { median, percentile } from './stats.js';

/** A probe's answers: the slowest, the p99 and the usual (median) one, in ms. */
export type ProbeFigures = { max: number; p99: number; median: number };

const PROBE_EVERY_MS = 5;
const IDLE_PROBE_MS = 2_000;

/**
 * GET /api/config/public every 5 ms until stopped: it reads no database, so its answer waits
 * only for the server's event loop. Its slowest answer above its usual one is the loop's delay.
 */
export const probeLoop = async (baseUrl: string, running: { done: boolean }) => {
  const samples: number[] = [];
  while (!running.done) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/config/public`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await sleep(PROBE_EVERY_MS);
  }
  return samples;
};

export const figuresOf = (samples: number[]): ProbeFigures => ({
  max: Math.max(...samples),
  p99: percentile(samples, 99),
  median: median(samples),
});

/** The probe alone for a while: its figures on this machine as it is right now. */
export const probeIdle = async (baseUrl: string) => {
  const running = { done: false };
  const samples = probeLoop(baseUrl, running);
  await sleep(IDLE_PROBE_MS);
  running.done = true;
  return figuresOf(await samples);
};
