import { cpus } from 'node:os';

const cpuTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { idle: sum.idle + times.idle, total: sum.total + busy + times.idle };
    },
    { idle: 0, total: 0 },
  );

/**
 * Waits until the machine's CPUs were mostly idle for one window — at most `timeoutMs`, then it
 * goes on anyway. A timing test measures our server beside another tenant; run straight after
 * a stage of heavy tests, it would otherwise also measure what that stage left running
 * (PostgreSQL's autovacuum and checkpoint after thousands of writes). Answers the idle share
 * seen last and how long it waited, for the run log.
 */
export const untilMachineIsQuiet = async ({
  idleShare = 0.8,
  windowMs = 500,
  timeoutMs = 30_000,
} = {}) => {
  const started = performance.now();
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTimes();
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    const waitedMs = performance.now() - started;
    if (idle >= idleShare || waitedMs >= timeoutMs) return { idle, waitedMs };
  }
};
