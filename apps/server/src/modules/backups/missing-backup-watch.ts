import { probeLastBackup } from './last-backup.js';
import { repeatEvery } from '../../lib/repeat-every.js';

/** How often the primary looks for a backup that should have happened. */
const LOOK_EVERY_MS = 60 * 60 * 1000;

/**
 * A backup that did not happen tells the superadmins as one that failed does (decision 0065): a
 * server down at the daily hour, or a queue that never ran the job, leaves no failure to report.
 * The primary looks every hour; when no good backup has finished within the last 26 hours (the
 * readiness probe's "overdue", last-backup.ts) it alerts — once per lapse: again only after a
 * good backup has come in between.
 */
export const watchForMissingBackup = (options: {
  backupDir: string;
  onMissing: (lastGood: Date | null) => unknown;
  everyMs?: number;
  now?: () => number;
}) => {
  let alerted = false;
  const look = async () => {
    const { at, overdue } = await probeLastBackup(options.backupDir, options.now?.() ?? Date.now());
    if (!overdue) {
      alerted = false;
      return;
    }
    if (alerted) return;
    alerted = true;
    await options.onMissing(at);
  };
  const rounds = repeatEvery(options.everyMs ?? LOOK_EVERY_MS, look);
  return {
    /** One look now (the tests; the timer's looks are the same). */
    look,
    stop: rounds.stop,
  };
};
