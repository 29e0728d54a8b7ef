import fsp from 'node:fs/promises';
import { runsFileOf, type BackupRun } from './backup-layout.js';

/** Appends one attempt to BACKUP_DIR/runs.jsonl: every backup and restore test leaves a line. */
export const recordRun = async (backupDir: string, run: BackupRun) => {
  await fsp.mkdir(backupDir, { recursive: true });
  await fsp.appendFile(runsFileOf(backupDir), `${JSON.stringify(run)}\n`);
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
