import { describe, expect, it } from 'vitest';
import type { BackupRunResponse } from '@toolyard/shared';
import { awaitingBackup } from './awaiting-backup';

const QUEUED = Date.parse('2026-11-27T10:00:00Z');
const run = (at: string, kind: BackupRunResponse['kind'] = 'backup'): BackupRunResponse => ({
  kind,
  at,
  ok: true,
  name: null,
  durationMs: 1_000,
  sizeBytes: null,
  error: null,
});

describe('waiting for the backup "back up now" asked for', () => {
  it('waits until a backup attempt is recorded after the press, good or failed', () => {
    const before = { runs: [run('2026-11-27T02:31:00Z')] };
    expect(awaitingBackup(before, QUEUED, QUEUED + 5_000)).toBe(true);
    const done = { runs: [{ ...run('2026-11-27T10:03:00Z'), ok: false }, ...before.runs] };
    expect(awaitingBackup(done, QUEUED, QUEUED + 180_000)).toBe(false);
  });

  it('a restore test after the press does not end the wait; nothing asked, or half an hour gone, does', () => {
    const tested = { runs: [run('2026-11-27T10:03:00Z', 'restore-test')] };
    expect(awaitingBackup(tested, QUEUED, QUEUED + 180_000)).toBe(true);
    expect(awaitingBackup(tested, null, QUEUED)).toBe(false);
    expect(awaitingBackup(tested, QUEUED, QUEUED + 31 * 60_000)).toBe(false);
  });
});
