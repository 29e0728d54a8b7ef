import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  baseDirOf,
  FILES_MANIFEST,
  RECORD_FILE,
  type BackupRecord,
  backupNameOf,
} from './backup-layout.js';
import { recordRun } from './backup-runs.js';
import { clusterFiles } from './cluster-files.js';
import { storeFile, type StoredFile } from './copy-file.js';
import { pruneBackups } from './prune-backups.js';
import { shipWal, writeDurably } from './ship-wal.js';
import { verifyBackup } from './verify-backup.js';

/** Any fixed number: one base backup at a time, across every process on the database. */
const BACKUP_LOCK_KEY = 4_170_065;

export type BaseBackupOptions = {
  /** A superuser connection to the embedded cluster (its socket URL). */
  url: string;
  clusterDir: string;
  stagingDir: string;
  backupDir: string;
  keepDays: number;
  now?: () => Date;
};

export class BackupRunningError extends Error {}

/** 2026-11-27T02:30:00.123Z → 20261127T023000Z: sorts by time, safe in any file system. */

/**
 * A base backup with PostgreSQL's low-level API (decision 0065): pg_backup_start, a copy of the
 * cluster's files (each gzipped and hashed), pg_backup_stop, whose label file goes in with them,
 * then the WAL up to the stop is shipped, every stored file is read back against its checksum,
 * and only then the record is written and the folder renamed into place. A folder without its
 * record is an unfinished backup and never listed.
 */
export const takeBaseBackup = async (options: BaseBackupOptions): Promise<BackupRecord> => {
  const now = options.now ?? (() => new Date());
  const started = now();
  const name = backupNameOf(started);
  const finalDir = path.join(baseDirOf(options.backupDir), name);
  const workDir = `${finalDir}.part`;
  const client = new pg.Client({
    connectionString: options.url,
    application_name: 'toolyard-backup',
  });
  await client.connect();
  try {
    const locked = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [BACKUP_LOCK_KEY],
    );
    if (!locked.rows[0]?.locked) throw new BackupRunningError('A backup is already running.');

    const version = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    const postgresMajor = Math.floor(Number(version.rows[0]!.v) / 10_000);
    await fsp.rm(workDir, { recursive: true, force: true });
    await fsp.mkdir(workDir, { recursive: true });
    const begun = await client.query<{ lsn: string; wal_file: string }>(
      'select lsn, pg_walfile_name(lsn) as wal_file from pg_backup_start($1, true) as lsn',
      [`toolyard ${name}`],
    );
    const { lsn: startLsn, wal_file: startWalFile } = begun.rows[0]!;

    const { folders, files } = await clusterFiles(options.clusterDir);
    for (const folder of folders) await fsp.mkdir(path.join(workDir, folder), { recursive: true });
    const stored: StoredFile[] = [];
    for (const file of files) {
      const copy = await storeFile(
        path.join(options.clusterDir, file),
        path.join(workDir, `${file}.gz`),
        file,
      );
      if (copy) stored.push(copy);
    }

    const ended = await client.query<{
      lsn: string;
      wal_file: string;
      labelfile: string;
      spcmapfile: string;
    }>(
      'select lsn, pg_walfile_name(lsn) as wal_file, labelfile, spcmapfile from pg_backup_stop(true)',
    );
    const { lsn: stopLsn, wal_file: stopWalFile, labelfile, spcmapfile } = ended.rows[0]!;
    for (const [file, content] of [
      ['backup_label', labelfile],
      ['tablespace_map', spcmapfile],
    ] as const) {
      if (!content) continue;
      const source = path.join(workDir, `${file}.src`);
      await fsp.writeFile(source, content, { mode: 0o600 });
      const copy = await storeFile(source, path.join(workDir, `${file}.gz`), file);
      await fsp.rm(source);
      if (copy) stored.push(copy);
    }
    // pg_backup_stop waited until the last segment was archived: ship it with the rest.
    await shipWal(options.stagingDir, options.backupDir);

    await fsp.writeFile(
      path.join(workDir, FILES_MANIFEST),
      JSON.stringify({ folders, files: stored }),
    );
    await verifyBackup(workDir);
    const finished = now();
    const record: BackupRecord = {
      name,
      kind: 'base',
      startedAt: started.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - started.getTime(),
      sizeBytes: stored.reduce((sum, file) => sum + file.storedSize, 0),
      startWalFile,
      startLsn,
      stopWalFile,
      stopLsn,
      postgresMajor,
      verifiedAt: finished.toISOString(),
    };
    await writeDurably(path.join(workDir, RECORD_FILE), (file) =>
      fsp.writeFile(file, JSON.stringify(record, null, 2)),
    );
    await fsp.rename(workDir, finalDir);
    await recordRun(options.backupDir, {
      kind: 'backup',
      at: record.finishedAt,
      ok: true,
      name,
      durationMs: record.durationMs,
      sizeBytes: record.sizeBytes,
    });
    await pruneBackups(options.backupDir, options.keepDays, finished);
    return record;
  } catch (error) {
    await fsp.rm(workDir, { recursive: true, force: true });
    if (!(error instanceof BackupRunningError)) {
      await recordRun(options.backupDir, {
        kind: 'backup',
        at: now().toISOString(),
        ok: false,
        name,
        durationMs: now().getTime() - started.getTime(),
        error: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  } finally {
    // Ending the session ends a backup left started and releases the lock.
    await client.end().catch(() => undefined);
  }
};
