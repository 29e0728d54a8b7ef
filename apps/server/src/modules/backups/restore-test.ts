import path from 'node:path';
import pg from 'pg';
import { resolveRunAs } from '../../db/postgres-user.js';
import { baseDirOf, listBackups, type BackupRun } from './backup-layout.js';
import { stampOf } from '../../lib/file-stamp.js';
import { recordRun } from './backup-runs.js';
import { recoverCluster } from './recover-cluster.js';
import { removeQuietly, unpackBackup, unpackWal } from './unpack-backup.js';
import { verifyBackup } from './verify-backup.js';
import { archivedFiles } from './wal-segments.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * The weekly proof that the backups restore (decision 0065): the newest backup, verified,
 * unpacked into a scratch folder beside the cluster, recovered through every archived segment to
 * the archive's end and promoted, then asked for its organizations. The result is recorded; the
 * scratch folder goes, whatever happened.
 */
export const runRestoreTest = async (options: {
  clusterDir: string;
  dataDir: string;
  backupDir: string;
  log: Log;
}) => {
  const started = Date.now();
  const backup = (await listBackups(options.backupDir)).filter((b) => b.kind === 'base').at(-1);
  const stamp = stampOf(new Date());
  const scratch = `${options.clusterDir}.restore-test-${stamp}`;
  const walDir = `${options.clusterDir}.restore-test-wal-${stamp}`;
  try {
    if (!backup) throw new Error('There is no backup to test yet.');
    const folder = path.join(baseDirOf(options.backupDir), backup.name);
    const manifest = await verifyBackup(folder);
    const runAs = resolveRunAs();
    await unpackBackup(folder, manifest, scratch, runAs);
    await unpackWal({
      archive: await archivedFiles(options.backupDir),
      fromSegment: backup.startWalFile!,
      walDir,
      runAs,
    });
    let organizations = 0;
    await recoverCluster({
      clusterDir: scratch,
      dataDir: options.dataDir,
      walDir,
      target: 'archive-end',
      log: options.log,
      onRecovered: async (url) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const result = await client.query<{ n: string }>(
            'select count(*) as n from organizations',
          );
          organizations = Number(result.rows[0]!.n);
        } finally {
          await client.end();
        }
      },
    });
    const run: BackupRun = {
      kind: 'restore-test',
      at: new Date().toISOString(),
      ok: true,
      name: backup.name,
      durationMs: Date.now() - started,
    };
    await recordRun(options.backupDir, run);
    return { ...run, organizations };
  } catch (error) {
    const run: BackupRun = {
      kind: 'restore-test',
      at: new Date().toISOString(),
      ok: false,
      name: backup?.name,
      durationMs: Date.now() - started,
      error: error instanceof Error ? error.message : String(error),
    };
    await recordRun(options.backupDir, run);
    return { ...run, organizations: 0 };
  } finally {
    removeQuietly(scratch);
    removeQuietly(walDir);
    removeQuietly(`${scratch}.log`);
  }
};
