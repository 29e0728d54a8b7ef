import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseDirOf, RECORD_FILE } from '../../src/modules/backups/backup-layout.js';
import { watchForMissingBackup } from '../../src/modules/backups/missing-backup-watch.js';

const HOUR = 60 * 60 * 1000;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const backupDirWith = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-missing-'));
  folders.push(dir);
  return dir;
};
const recordBackup = (backupDir: string, finishedAt: Date) => {
  const name = finishedAt.toISOString().replace(/[:.]/g, '-');
  const folder = path.join(baseDirOf(backupDir), name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, RECORD_FILE),
    JSON.stringify({
      name,
      kind: 'base',
      startedAt: finishedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: 1000,
      sizeBytes: 1,
      verifiedAt: finishedAt.toISOString(),
    }),
  );
};

describe('a backup that did not happen', () => {
  it('alerts once when no good backup finished in 26 hours, and again only after one came in between', async () => {
    const backupDir = backupDirWith();
    const start = Date.parse('2026-11-28T03:00:00Z');
    let now = start;
    const alerts: Array<Date | null> = [];
    const watch = watchForMissingBackup({
      backupDir,
      now: () => now,
      onMissing: (lastGood) => alerts.push(lastGood),
    });
    try {
      const last = new Date(start - 2 * HOUR);
      recordBackup(backupDir, last);
      await watch.look();
      expect(alerts).toEqual([]);

      // The next daily backup never came: 27 hours since the last.
      now = start + 25 * HOUR;
      await watch.look();
      expect(alerts).toEqual([last]);
      now += HOUR;
      await watch.look();
      expect(alerts).toEqual([last]);

      // One came; then none again for a day and more: a second alert.
      const next = new Date(now);
      recordBackup(backupDir, next);
      await watch.look();
      now += 27 * HOUR;
      await watch.look();
      expect(alerts).toEqual([last, next]);
    } finally {
      await watch.stop();
    }
  });

  it('alerts when there has never been a good backup', async () => {
    const alerts: Array<Date | null> = [];
    const watch = watchForMissingBackup({
      backupDir: backupDirWith(),
      onMissing: (lastGood) => alerts.push(lastGood),
    });
    await watch.look();
    await watch.stop();
    expect(alerts).toEqual([null]);
  });
});
