import type { FastifyBaseLogger } from 'fastify';
import { runSweep, type SweepDeps } from './sweep.js';

export const SWEEP_INTERVAL_MS = 10 * 60_000;

export type MaintenanceSchedule = { stop: () => Promise<void> };

/**
 * Sweeps now, then again `intervalMs` after each sweep ends (never two of ours at once). The
 * timer is unref'd: it never keeps the process alive. A failed sweep (database away) is logged
 * and retried at the next turn; it never throws into the process.
 */
export const startMaintenance = (
  deps: SweepDeps & { log: FastifyBaseLogger },
  intervalMs = SWEEP_INTERVAL_MS,
): MaintenanceSchedule => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const sweepOnce = () => {
    running = runSweep(deps)
      .then(
        (result) => {
          if (result.rateLimits + result.sessions + result.logos > 0)
            deps.log.info({ sweep: result }, 'maintenance sweep');
        },
        (error: unknown) =>
          deps.log.warn({ err: error }, 'maintenance sweep failed; retrying at the next one'),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(sweepOnce, intervalMs);
        timer.unref();
      });
  };
  sweepOnce();

  return {
    // Waits for a sweep in progress, so the database pool is not closed under it.
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
