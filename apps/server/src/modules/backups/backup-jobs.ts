import PgBoss from 'pg-boss';
import { oneAtATime } from '../../lib/job-queue-setup.js';
import pg from 'pg';
import type { BackupFailure } from './alert-superadmins.js';
import { newestBackup } from './backup-layout.js';
import { BACKUP_CRON, BACKUP_QUEUE, BACKUP_QUEUE_OPTIONS } from './backup-queue.js';
import { runRestoreTest } from './restore-test.js';
import { startWalShipper } from './ship-wal.js';
import { watchForMissingBackup } from './missing-backup-watch.js';
import { backupOverdue } from './last-backup.js';
import { BackupRunningError, takeBaseBackup } from './take-base-backup.js';

const RESTORE_TEST_QUEUE = 'embedded-backup-restore-test';
/** Sundays at 04:30 UTC: after that day's backup. */
const RESTORE_TEST_CRON = '30 4 * * 0';

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

const currentMajor = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(result.rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
};

export type EmbeddedBackupOptions = {
  /** The embedded cluster's superuser URL (its socket). */
  url: string;
  clusterDir: string;
  stagingDir: string;
  dataDir: string;
  backupDir: string;
  keepDays: number;
  log: Log;
  /** Tells the superadmins (alert-superadmins.ts); never throws. */
  onFailure?: (failure: BackupFailure) => Promise<unknown>;
};

/**
 * Backups of the embedded database (decision 0065), run by the primary process — the one that
 * started the cluster and can read its files: it ships the archived WAL every few seconds, and
 * works the backup queues of the job queue (a job is taken by one process only, and a backup
 * holds a lock besides). The daily backup and the weekly restore test are schedules in the
 * queue; "back up now" (the superadmin's button) is a job sent to it. A first start with no
 * backup yet takes one at once.
 */
export const startEmbeddedBackups = async (options: EmbeddedBackupOptions) => {
  const { log } = options;
  const shipper = startWalShipper({
    stagingDir: options.stagingDir,
    backupDir: options.backupDir,
    log,
  });
  const boss = new PgBoss({
    connectionString: options.url,
    max: 2,
    application_name: 'toolyard-backups',
  });
  boss.on('error', (error) => log.warn({ err: error }, 'backups: a job queue step failed'));
  await oneAtATime(options.url, async () => {
    await boss.start();
    await boss.createQueue(BACKUP_QUEUE, BACKUP_QUEUE_OPTIONS);
    await boss.createQueue(RESTORE_TEST_QUEUE, {
      name: RESTORE_TEST_QUEUE,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: 6 * 60 * 60,
    });
    await boss.schedule(BACKUP_QUEUE, BACKUP_CRON, {}, { tz: 'UTC' });
    await boss.schedule(RESTORE_TEST_QUEUE, RESTORE_TEST_CRON, {}, { tz: 'UTC' });
  });

  await boss.work(BACKUP_QUEUE, async () => {
    try {
      const backup = await takeBaseBackup(options);
      log.info({ backup: backup.name, bytes: backup.sizeBytes }, 'backups: base backup taken');
    } catch (error) {
      if (error instanceof BackupRunningError) return;
      log.error({ err: error }, 'backups: the base backup failed; it is retried');
      await options.onFailure?.({
        kind: 'backup',
        at: new Date(),
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  });
  await boss.work(RESTORE_TEST_QUEUE, async () => {
    const result = await runRestoreTest({
      clusterDir: options.clusterDir,
      dataDir: options.dataDir,
      backupDir: options.backupDir,
      log: { info: () => undefined, warn: (msg) => log.warn({}, msg) },
    });
    if (result.ok) log.info({ backup: result.name }, 'backups: the weekly restore test passed');
    else {
      log.error({ backup: result.name, error: result.error }, 'backups: the restore test failed');
      await options.onFailure?.({
        kind: 'restore-test',
        at: new Date(result.at),
        error: result.error ?? '',
      });
    }
  });

  // The first start, the first since an upgrade of PostgreSQL (a backup of the earlier major
  // cannot be restored by these binaries), or a start after the daily hour was missed (the
  // server was down): a backup at once, not at the next 02:30.
  const newest = await newestBackup(options.backupDir);
  if (
    !newest ||
    backupOverdue(new Date(newest.finishedAt)) ||
    newest.postgresMajor !== (await currentMajor(options.url))
  )
    await boss.send(BACKUP_QUEUE, {});

  const missing = watchForMissingBackup({
    backupDir: options.backupDir,
    onMissing: async (lastGood) => {
      const since = lastGood ? ` (the last: ${lastGood.toISOString().slice(0, 16)} UTC)` : '';
      log.error({}, `backups: no good backup has finished in the last 26 hours${since}`);
      await options.onFailure?.({
        kind: 'backup',
        at: new Date(),
        error: `no good backup has finished in the last 26 hours${since}`,
      });
    },
  });

  return {
    stop: async () => {
      await missing.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await shipper.stop();
    },
  };
};
