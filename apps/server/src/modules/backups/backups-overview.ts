import {
  backupRecordResponseSchema,
  backupRunResponseSchema,
  type BackupRunResponse,
  type BackupsOverview,
} from '@toolyard/shared';
import { listBackups, type BackupRecord, type BackupRun } from './backup-layout.js';
import { BACKUP_CRON } from './backup-queue.js';
import { recentRuns } from './backup-runs.js';
import { nextDailyRun } from './next-backup-at.js';
import { restorableWindow } from './restorable-window.js';

/** The attempts the screen lists. */
const RUNS_SHOWN = 20;
/**
 * How far back the newest restore test is looked for: a week of failing backups, each retried,
 * can push last Sunday's test out of the attempts shown.
 */
const RUNS_SEARCHED = 500;

const recordOf = (record: BackupRecord) =>
  backupRecordResponseSchema.safeParse({
    name: record.name,
    kind: record.kind,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    durationMs: record.durationMs,
    sizeBytes: record.sizeBytes,
    verifiedAt: record.verifiedAt,
  }).data;

const runOf = (run: BackupRun) =>
  backupRunResponseSchema.safeParse({
    kind: run.kind,
    at: run.at,
    ok: run.ok,
    name: run.name ?? null,
    durationMs: run.durationMs,
    sizeBytes: run.sizeBytes ?? null,
    error: run.error ?? null,
  }).data;

const isShown = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * What BACKUP_DIR holds, for the superadmin (decision 0065): the folder is the truth, not the
 * database. A record or run line the screen cannot show (edited by hand, half written) is left
 * out, as listBackups leaves out a folder without its record. Only the embedded database has a
 * schedule; a server at DATABASE_URL is backed up by `npm run backup` (its dumps are listed too).
 */
export const backupsOverview = async (options: {
  backupDir: string;
  keepDays: number;
  embedded: boolean;
  now: Date;
}): Promise<BackupsOverview> => {
  const [backups, runs, window] = await Promise.all([
    listBackups(options.backupDir),
    recentRuns(options.backupDir, RUNS_SEARCHED),
    restorableWindow(options.backupDir),
  ]);
  const shownRuns: BackupRunResponse[] = runs.map(runOf).filter(isShown);
  return {
    embedded: options.embedded,
    keepDays: options.keepDays,
    backups: backups.map(recordOf).filter(isShown).reverse(),
    runs: shownRuns.slice(0, RUNS_SHOWN),
    restorable: window ? { from: window.from.toISOString(), to: window.to.toISOString() } : null,
    nextBackupAt: options.embedded ? nextDailyRun(BACKUP_CRON, options.now).toISOString() : null,
    lastRestoreTest: shownRuns.find((run) => run.kind === 'restore-test') ?? null,
  };
};
