import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runsFileOf } from '../../src/modules/backups/backup-layout.js';
import { recentRuns, recordRun } from '../../src/modules/backups/backup-runs.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const attempt = (i: number) => ({
  kind: 'backup' as const,
  at: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
  ok: true,
  name: `b${i}`,
  durationMs: 1,
});

describe('the record of backup attempts', () => {
  it('keeps growing to 4,000 attempts, then is cut back to the newest 2,000, newest first to read', async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-runs-'));
    folders.push(backupDir);
    // 3,999 earlier attempts written at once (as years of backups would have), then two more.
    fs.writeFileSync(
      runsFileOf(backupDir),
      Array.from({ length: 3_999 }, (_, i) => `${JSON.stringify(attempt(i))}\n`).join(''),
    );
    await recordRun(backupDir, attempt(3_999));
    expect(fs.readFileSync(runsFileOf(backupDir), 'utf8').trim().split('\n')).toHaveLength(4_000);

    await recordRun(backupDir, attempt(4_000));
    const lines = fs.readFileSync(runsFileOf(backupDir), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2_000);
    expect(JSON.parse(lines[0]!).name).toBe('b2001');
    expect((await recentRuns(backupDir, 2)).map((run) => run.name)).toEqual(['b4000', 'b3999']);
  });
});
