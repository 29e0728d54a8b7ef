import fsp from 'node:fs/promises';
import { runsFileOf, type BackupRun } from './backup-layout.js';
import { writeDurably } from './ship-wal.js';

/**
 * Attempts kept: years of daily backups and weekly restore tests, far more than the screen shows
 * (backups-overview.ts reads the last 500), and a file that never grows past a few hundred KB.
 */
const KEPT_RUNS = 2_000;

/**
 * Appends one attempt to BACKUP_DIR/runs.jsonl: every backup and restore test leaves a line.
 * Past twice `KEPT_RUNS` lines the file is cut back to the newest `KEPT_RUNS` (an attempt is
 * rare: reading it back then costs nothing that matters).
 */
export const recordRun = async (backupDir: string, run: BackupRun) => {
  await fsp.mkdir(backupDir, { recursive: true });
  const file = runsFileOf(backupDir);
  await fsp.appendFile(file, `${JSON.stringify(run)}\n`);
  const lines = (await fsp.readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
  if (lines.length <= 2 * KEPT_RUNS) return;
  await writeDurably(file, (part) =>
    fsp.writeFile(part, `${lines.slice(-KEPT_RUNS).join('\n')}\n`),
  );
};

/** The most recent attempts, newest first. */
export const recentRuns = async (backupDir: string, limit = 50): Promise<BackupRun[]> => {
  let text: string;
  try {
    text = await fsp.readFile(runsFileOf(backupDir), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-limit)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as BackupRun];
      } catch {
        return [];
      }
    })
    .reverse();
};
