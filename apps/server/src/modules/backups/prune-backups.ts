import fsp from 'node:fs/promises';
import path from 'node:path';
import { baseDirOf, listBackups } from './backup-layout.js';
import { archivedFiles, positionOf } from './wal-segments.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps BACKUP_KEEP_DAYS of restorable time (decision 0065): every backup finished inside the
 * window, and the newest one before it (the window's first minutes are restored from that one).
 * Older backups go, and with them the WAL only they needed. Timeline histories are tiny and stay.
 */
export const pruneBackups = async (backupDir: string, keepDays: number, now: Date) => {
  const backups = await listBackups(backupDir);
  const windowStart = now.getTime() - keepDays * DAY_MS;
  const before = backups.filter((backup) => new Date(backup.finishedAt).getTime() < windowStart);
  const dropped = before.slice(0, -1);
  for (const backup of dropped) {
    await fsp.rm(path.join(baseDirOf(backupDir), backup.name), { recursive: true, force: true });
  }
  const oldestKept = backups.find((backup) => !dropped.includes(backup) && backup.startWalFile);
  const keepFrom = oldestKept?.startWalFile && positionOf(oldestKept.startWalFile);
  if (!keepFrom) return { dropped: dropped.length };
  for (const entry of await archivedFiles(backupDir)) {
    const position = entry.name.length >= 24 ? entry.name.slice(8, 24) : undefined;
    if (position !== undefined && position < keepFrom) await fsp.rm(entry.file, { force: true });
  }
  return { dropped: dropped.length };
};
