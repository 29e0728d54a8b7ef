import type { ServerProcess } from './server-process.js';

/** A line the primary logs about one of its workers (src/cluster/primary.ts). */
export type WorkerLine = {
  msg: string;
  /** When the primary logged it (Date.now()). */
  time: number;
  workerPid: number;
  code?: number | null;
  signal?: string | null;
  restartInMs?: number;
};

/** The primary's lines with this message, in order. */
export const workerLines = (server: ServerProcess, msg: string): WorkerLine[] =>
  server
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const parsed = JSON.parse(line) as Partial<WorkerLine>;
        return parsed.msg === msg && typeof parsed.workerPid === 'number'
          ? [parsed as WorkerLine]
          : [];
      } catch {
        return [];
      }
    });

/** Resolves with the PIDs of the workers that have logged `msg` once there are `count`. */
export const waitForWorkers = async (
  server: ServerProcess,
  msg: string,
  count: number,
  timeoutMs: number,
): Promise<number[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = [...new Set(workerLines(server, msg).map((line) => line.workerPid))];
    if (pids.length >= count) return pids;
    if (Date.now() > deadline) {
      throw new Error(`${count} × "${msg}" not logged within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
