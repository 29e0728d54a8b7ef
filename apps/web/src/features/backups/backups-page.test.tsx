// @vitest-environment component
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import { superadmin, withRealServer } from '@/test/real-server';
import { BackupsPage } from './backups-page';

// BACKUP_DIR as the backups write it (apps/server/src/modules/backups/backup-layout.ts), with
// times at midday UTC so that every test machine's zone shows the same day.
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-backups-screen-'));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const writeBackup = (name: string, finishedAt: string, sizeBytes: number) => {
  const folder = path.join(backupDir, 'base', name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'backup.json'),
    JSON.stringify({
      name,
      kind: 'base',
      startedAt: finishedAt,
      finishedAt,
      durationMs: 95_000,
      sizeBytes,
      startWalFile: '000000010000000000000002',
      verifiedAt: finishedAt,
    }),
  );
};
writeBackup('20261126T120000Z', '2026-11-26T12:01:35.000Z', 41_000_000);
writeBackup('20261127T120000Z', '2026-11-27T12:01:35.000Z', 1_500_000);
fs.mkdirSync(path.join(backupDir, 'wal'));
const segment = path.join(backupDir, 'wal', '000000010000000000000002.gz');
fs.writeFileSync(segment, 'segment');
const shippedAt = new Date('2026-11-28T12:00:00.000Z');
fs.utimesSync(segment, shippedAt, shippedAt);
fs.writeFileSync(
  path.join(backupDir, 'runs.jsonl'),
  [
    { kind: 'restore-test', at: '2026-11-22T12:00:00.000Z', ok: true, durationMs: 60_000 },
    { kind: 'backup', at: '2026-11-26T12:01:35.000Z', ok: true, durationMs: 95_000 },
    {
      kind: 'backup',
      at: '2026-11-27T11:00:00.000Z',
      ok: false,
      durationMs: 1_000,
      error: 'No space left on device',
    },
    { kind: 'backup', at: '2026-11-27T12:01:35.000Z', ok: true, durationMs: 95_000 },
  ]
    .map((run) => JSON.stringify(run))
    .join('\n'),
);

// The embedded database's API, built without a job queue (as in an app no worker connected).
const server = withRealServer(
  () => ({ BACKUP_DIR: backupDir }),
  () => ({ embedded: true }),
);

const openScreen = async () => {
  const root = await superadmin(server.app, server.db);
  const parts = await renderScreen(<BackupsPage />, { signedInAs: root });
  await screen.findByRole('table', { name: 'Backups kept' });
  return parts;
};

describe('the backups screen', () => {
  it('shows what can be restored, the backups newest first and the failed attempt marked in words', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    expect(screen.getByText(/^Times in .+, this device's time zone\.$/)).toBeVisible();
    expect(screen.getByText(/^any moment from Nov 26, 2026 .+ to Nov 28, 2026 .+$/)).toBeVisible();

    const backups = within(screen.getByRole('table', { name: 'Backups kept' })).getAllByRole('row');
    expect(backups).toHaveLength(3);
    expect(backups[1]).toHaveTextContent(/Nov 27, 2026.*Full copy.*1\.5\sMB.*1\.6\smin/);
    expect(backups[2]).toHaveTextContent(/Nov 26, 2026.*41\sMB/);

    const runs = within(screen.getByRole('table', { name: 'Recent attempts' })).getAllByRole('row');
    expect(runs).toHaveLength(5);
    expect(runs[2]).toHaveTextContent(/Backup.*Failed.*No space left on device/);
    expect(runs[1]).toHaveTextContent(/Backup.*Succeeded/);
    expect(runs[4]).toHaveTextContent(/Restore test.*Succeeded/);

    expect(screen.getByText('npm run restore -- --to "YYYY-MM-DD HH:MM"')).toBeVisible();
  });

  it('keeps the refusal beside "Back up now" in the server\'s words when no queue runs here', async () => {
    const { user } = await openScreen();
    const button = screen.getByRole('button', { name: 'Back up now' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Backups are not run by this server.',
    );
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });
});
