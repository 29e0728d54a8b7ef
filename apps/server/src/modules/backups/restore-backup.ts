import fs from 'node:fs';
import path from 'node:path';
import { ensureDir, resolveClusterDir, runningOwnerOf } from '../../db/embedded-postgres.js';
import { postgresMajorOf } from '../../db/cluster-version.js';
import { resolveBinaries } from '../../db/postgres-binaries.js';
import { resolveRunAs } from '../../db/postgres-user.js';
import { archiveSettingsFor, archiveStagingDirOf } from '../../db/wal-archive.js';
import { baseDirOf, listBackups, walDirOf, type BackupRecord } from './backup-layout.js';
import { stampOf } from '../../lib/file-stamp.js';
import { recoverCluster } from './recover-cluster.js';
import { removeQuietly, unpackBackup, unpackWal } from './unpack-backup.js';
import { verifyBackup } from './verify-backup.js';
import { archivedFiles, firstMissingSegment } from './wal-segments.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export class RestoreRefusedError extends Error {}

export type RestoreTarget = { time: Date } | { backup: string };

const chooseBackup = (backups: BackupRecord[], target: RestoreTarget): BackupRecord => {
  if ('backup' in target) {
    const found = backups.find((backup) => backup.name === target.backup);
    if (found) return found;
    throw new RestoreRefusedError(
      `There is no backup named ${target.backup}. Backups: ${backups.map((backup) => backup.name).join(', ') || 'none'}.`,
    );
  }
  if (target.time.getTime() > Date.now())
    throw new RestoreRefusedError(`${target.time.toISOString()} is in the future.`);
  const usable = backups.filter(
    (backup) => backup.kind === 'base' && new Date(backup.finishedAt) <= target.time,
  );
  const chosen = usable.at(-1);
  if (chosen) return chosen;
  const first = backups.find((backup) => backup.kind === 'base');
  throw new RestoreRefusedError(
    first
      ? `No backup had finished by ${target.time.toISOString()}: the earliest moment that can be restored is ${first.finishedAt}.`
      : 'There is no backup to restore from yet: take one with `npm run backup`.',
  );
};

/**
 * `npm run restore` (decision 0065): the embedded database as it was at a moment (or at a
 * backup's end). Refused while a server uses it. The backup is verified first; the recovery
 * runs in a new folder; only when it reached its target is the current cluster moved aside
 * (never deleted) and the restored one moved in. Anything that fails leaves the current data as
 * it was.
 */
export const restoreBackup = async (options: {
  dataDir: string;
  backupDir: string;
  target: RestoreTarget;
  log: Log;
}) => {
  const runAs = resolveRunAs();
  const clusterDir = resolveClusterDir(path.resolve(options.dataDir), runAs, options.log);
  const owner = runningOwnerOf(clusterDir);
  if (owner !== undefined)
    throw new RestoreRefusedError(
      `Toolyard is running (PID ${owner}) on the database in ${clusterDir}: stop it first, then restore.`,
    );

  const backup = chooseBackup(await listBackups(options.backupDir), options.target);
  const binariesMajor = await postgresMajorOf(
    (await resolveBinaries({ runAs, log: options.log })).postgres,
  );
  if (backup.kind !== 'base')
    throw new RestoreRefusedError(
      `Backup ${backup.name} is a pg_dump of a server at DATABASE_URL: restore it with pg_restore.`,
    );
  if (backup.postgresMajor !== undefined && backup.postgresMajor !== binariesMajor)
    throw new RestoreRefusedError(
      `Backup ${backup.name} was taken by PostgreSQL ${backup.postgresMajor}; this Toolyard runs PostgreSQL ${binariesMajor} and cannot restore it. Choose a backup taken since the upgrade (npm run restore -- --list).`,
    );
  const backupFolder = path.join(baseDirOf(options.backupDir), backup.name);
  options.log.info(`Verifying backup ${backup.name}`);
  const manifest = await verifyBackup(backupFolder);

  const archive = await archivedFiles(options.backupDir);
  const missing = firstMissingSegment(
    archive,
    backup.startWalFile!,
    backup.stopWalFile ?? backup.startWalFile!,
  );
  if (missing)
    throw new RestoreRefusedError(
      `The write-ahead log segment ${missing} that backup ${backup.name} needs is missing from ${walDirOf(options.backupDir)}: this backup cannot be restored.`,
    );

  const stamp = stampOf(new Date());
  ensureDir(archiveStagingDirOf(clusterDir), runAs);
  const restoring = `${clusterDir}.restoring-${stamp}`;
  const walDir = `${clusterDir}.restore-wal-${stamp}`;
  try {
    options.log.info(`Unpacking backup ${backup.name}`);
    await unpackBackup(backupFolder, manifest, restoring, runAs);
    await unpackWal({
      archive,
      fromSegment: backup.startWalFile!,
      until: 'time' in options.target ? options.target.time : undefined,
      walDir,
      runAs,
    });
    options.log.info('Replaying the write-ahead log');
    await recoverCluster({
      clusterDir: restoring,
      dataDir: options.dataDir,
      walDir,
      target: 'time' in options.target ? { time: options.target.time } : 'backup-end',
      // The restored cluster's new timeline is archived like the old one.
      archiveSettings: archiveSettingsFor(archiveStagingDirOf(clusterDir)),
      log: options.log,
    });
  } catch (error) {
    removeQuietly(restoring);
    throw error;
  } finally {
    removeQuietly(walDir);
    fs.rmSync(`${restoring}.log`, { force: true });
  }

  const keptAside = fs.existsSync(clusterDir) ? `${clusterDir}.before-restore-${stamp}` : undefined;
  if (keptAside) fs.renameSync(clusterDir, keptAside);
  fs.renameSync(restoring, clusterDir);
  return { backup: backup.name, clusterDir, keptAside };
};
