import type { BackupsOverview } from '@toolyard/shared';

/** How often the screen looks again while a backup it asked for has not finished. */
export const AWAITING_REFRESH_MS = 15_000;
/** A backup takes minutes; past this the screen stops looking (the queue may hold it longer). */
const AWAITING_AT_MOST_MS = 30 * 60 * 1000;

/**
 * Whether a backup asked for at `queuedAt` (this device's clock) is still to come: no backup
 * attempt, good or failed, is recorded since. Until then the screen reads the list again now and
 * then, so the new backup shows without a reload. A minute of leeway covers the two clocks.
 */
export const awaitingBackup = (
  overview: Pick<BackupsOverview, 'runs'> | undefined,
  queuedAt: number | null,
  now: number,
) => {
  if (queuedAt === null || now - queuedAt > AWAITING_AT_MOST_MS) return false;
  return !overview?.runs.some(
    (run) => run.kind === 'backup' && Date.parse(run.at) >= queuedAt - 60_000,
  );
};
