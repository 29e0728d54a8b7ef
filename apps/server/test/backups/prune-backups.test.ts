import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseDirOf, listBackups, walDirOf } from '../../src/modules/backups/backup-layout.js';
import { pruneBackups } from '../../src/modules/backups/prune-backups.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 2, 31)).toISOString();

/** A backup folder as take-base-backup.ts leaves it (only what pruning reads). */
const fakeBackup = (backupDir: string, name: string, finishedAt: string, startWalFile: string) => {
  const folder = path.join(baseDirOf(backupDir), name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'backup.json'),
    JSON.stringify({ name, kind: 'base', startedAt: finishedAt, finishedAt, startWalFile }),
  );
};

describe('keeping BACKUP_KEEP_DAYS of restorable time', () => {
  it('drops backups older than the window but the newest before it, and the WAL only they needed', async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-prune-'));
    dirs.push(backupDir);
    fakeBackup(backupDir, 'b1', day(1), '000000010000000000000010');
    fakeBackup(backupDir, 'b2', day(5), '000000010000000000000020');
    fakeBackup(backupDir, 'b3', day(13), '000000010000000000000030');
    fakeBackup(backupDir, 'b4', day(20), '000000010000000000000040');
    fs.mkdirSync(walDirOf(backupDir), { recursive: true });
    const wal = [
      '000000010000000000000011',
      '000000010000000000000025',
      '000000010000000000000030',
      '000000020000000000000041',
      '00000002.history',
    ];
    for (const name of wal) fs.writeFileSync(path.join(walDirOf(backupDir), `${name}.gz`), '');

    // On the 26th with 7 days kept, the window starts on the 19th: b4 is inside, b3 is the
    // newest before it (the 19th's first hours restore from it), b1 and b2 go.
    const result = await pruneBackups(backupDir, 7, new Date(Date.UTC(2026, 10, 26, 3)));

    expect(result.dropped).toBe(2);
    expect((await listBackups(backupDir)).map((backup) => backup.name)).toEqual(['b3', 'b4']);
    expect(fs.readdirSync(walDirOf(backupDir)).sort()).toEqual([
      '000000010000000000000030.gz',
      '00000002.history.gz',
      '000000020000000000000041.gz',
    ]);
  });
});
