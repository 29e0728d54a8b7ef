import fs from 'node:fs/promises';
import path from 'node:path';
import { stampOf } from '../../lib/file-stamp.js';

/**
 * What BACKUP_DIR holds (decision 0065):
 *   base/<name>/          one base backup: the cluster's files as they were copied, and
 *   base/<name>/backup.json  its record (below), written last: a folder without it is unfinished
 *   wal/<segment>.gz      the archived write-ahead log, compressed
 *   runs.jsonl            one line per attempt (backups, failures, weekly restore tests)
 * The folder is the truth about backups, not the database: a restore to an earlier minute must
 * not forget the backups made after it.
 */
/** A backup's name: its start, UTC. */
export const backupNameOf = (at: Date) => `${stampOf(at)}Z`;

export const baseDirOf = (backupDir: string) => path.join(backupDir, 'base');
export const walDirOf = (backupDir: string) => path.join(backupDir, 'wal');
export const runsFileOf = (backupDir: string) => path.join(backupDir, 'runs.jsonl');
export const RECORD_FILE = 'backup.json';
export const FILES_MANIFEST = 'files.json';

export type BackupRecord = {
  name: string;
  kind: 'base' | 'dump';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  sizeBytes: number;
  /** The WAL segment the backup starts in: it and every later one are needed to restore it. */
  startWalFile?: string;
  startLsn?: string;
  /** The segment it ends in: every one from the first to this must be in the archive. */
  stopWalFile?: string;
  stopLsn?: string;
  /** The PostgreSQL major that wrote it: only binaries of that major can restore it. */
  postgresMajor?: number;
  /** When the files were read back against their checksums. */
  verifiedAt: string;
};

export type BackupRun = {
  kind: 'backup' | 'restore-test';
  at: string;
  ok: boolean;
  name?: string;
  durationMs: number;
  sizeBytes?: number;
  error?: string;
};

const readJson = async <T>(file: string): Promise<T | undefined> => {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Finished backups, oldest first. */
export const listBackups = async (backupDir: string): Promise<BackupRecord[]> => {
  let names: string[];
  try {
    names = await fs.readdir(baseDirOf(backupDir));
  } catch {
    return [];
  }
  const records = await Promise.all(
    names.map((name) => readJson<BackupRecord>(path.join(baseDirOf(backupDir), name, RECORD_FILE))),
  );
  return records
    .filter((record): record is BackupRecord => record !== undefined)
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
};

/** The newest finished backup, or undefined when there is none. */
export const newestBackup = async (backupDir: string) => (await listBackups(backupDir)).at(-1);

/** The newest finished backup's end, or null when there is none. */
export const lastGoodBackupAt = async (backupDir: string): Promise<Date | null> => {
  const last = await newestBackup(backupDir);
  return last ? new Date(last.finishedAt) : null;
};
