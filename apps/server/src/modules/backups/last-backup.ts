import { withTimeout } from '../../lib/with-timeout.js';
import { lastGoodBackupAt } from './backup-layout.js';

/** A daily backup, with two hours' leeway for a slow one. */
const BACKUP_OVERDUE_MS = 26 * 60 * 60 * 1000;

/**
 * How long a look at BACKUP_DIR may take: the readiness probe and a /metrics scrape wait for it
 * (decision 0067), and a hung disk must not hold them up.
 */
const LOOK_TIMEOUT_MS = 2_000;

export type BackupProbe = { at: Date | null; overdue: boolean };

/** No good backup at all, or none within the last 26 hours (a daily one, with two hours' leeway). */
export const backupOverdue = (at: Date | null, now = Date.now()) =>
  at === null || now - at.getTime() > BACKUP_OVERDUE_MS;

/**
 * The newest good base backup in BACKUP_DIR (backup-layout.ts). None at all is
 * overdue too: an operator must hear that nothing protects the data, not only that it is old.
 */
export const probeLastBackup = async (
  backupDir: string,
  now = Date.now(),
): Promise<BackupProbe> => {
  let at: Date | null;
  try {
    at = await withTimeout(lastGoodBackupAt(backupDir), LOOK_TIMEOUT_MS);
  } catch {
    at = null;
  }
  return { at, overdue: backupOverdue(at, now) };
};
