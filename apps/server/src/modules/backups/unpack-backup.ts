import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { RunAs } from '../../db/postgres-user.js';
import { unpackFile } from './copy-file.js';
import type { FilesManifest } from './verify-backup.js';
import { isSegment, positionOf, type ArchivedFile } from './wal-segments.js';

const chownTree = async (dir: string, runAs: RunAs) => {
  if (!runAs) return;
  await fsp.chown(dir, runAs.uid, runAs.gid);
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    await fsp.chown(path.join(entry.parentPath, entry.name), runAs.uid, runAs.gid);
  }
};

/**
 * A verified backup's files, unpacked into a new cluster folder owned by the user PostgreSQL runs
 * as, ready to recover (recovery.signal): the folder PostgreSQL will start from.
 */
export const unpackBackup = async (
  backupFolder: string,
  manifest: FilesManifest,
  clusterDir: string,
  runAs: RunAs,
) => {
  await fsp.mkdir(clusterDir, { mode: 0o700 });
  for (const folder of manifest.folders) {
    await fsp.mkdir(path.join(clusterDir, folder), { recursive: true, mode: 0o700 });
  }
  for (const file of manifest.files) {
    await unpackFile(path.join(backupFolder, `${file.path}.gz`), path.join(clusterDir, file.path));
  }
  await fsp.writeFile(path.join(clusterDir, 'recovery.signal'), '', { mode: 0o600 });
  await chownTree(clusterDir, runAs);
};

/**
 * The archived WAL a recovery reads, unpacked beside the cluster where PostgreSQL's
 * restore_command can copy from it (BACKUP_DIR may be a place the postgres user cannot reach):
 * every timeline history, and the segments from the backup's first on — up to the first shipped
 * well after `until`, when the recovery stops at a minute.
 */
export const unpackWal = async (options: {
  archive: ArchivedFile[];
  fromSegment: string;
  until?: Date;
  walDir: string;
  runAs: RunAs;
}) => {
  const from = positionOf(options.fromSegment)!;
  // A segment is shipped at most archive_timeout (a minute) plus a shipping round after its
  // last commit: ten minutes of margin, then the later ones cannot hold the target.
  const lastUseful = options.until && options.until.getTime() + 10 * 60 * 1000;
  await fsp.mkdir(options.walDir, { mode: 0o700 });
  for (const entry of options.archive) {
    const segment = isSegment(entry.name);
    if (!segment && !entry.name.endsWith('.history')) continue;
    if (segment && positionOf(entry.name)! < from) continue;
    await unpackFile(entry.file, path.join(options.walDir, entry.name));
    if (segment && lastUseful !== undefined && entry.shippedAt.getTime() > lastUseful) break;
  }
  await chownTree(options.walDir, options.runAs);
};

export const removeQuietly = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });
