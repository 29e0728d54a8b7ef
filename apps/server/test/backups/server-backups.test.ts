import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups, walDirOf } from '../../src/modules/backups/backup-layout.js';
import { recentRuns } from '../../src/modules/backups/backup-runs.js';
import { startServerProcess } from '../support/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-server-backup-'));
// As root the embedded PostgreSQL runs as the postgres user, who must enter DATA_DIR.
fs.chmodSync(dataDir, 0o755);
const backupDir = path.join(dataDir, 'elsewhere');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
};

describe('backups of the embedded database, run by the server', () => {
  it('a first start takes a verified base backup through the job queue into BACKUP_DIR and ships the WAL', async () => {
    const server = await startServerProcess(undefined, {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      LOG_LEVEL: 'warn',
      SUPERADMIN_USERNAME: 'backup-operator',
      SUPERADMIN_PASSWORD: 'backup-operator-password',
      SUPERADMIN_EMAIL: 'backup-operator@example.com',
    });
    try {
      const backup = await waitFor(async () => (await listBackups(backupDir))[0], 90_000);
      expect(backup, server.output()).toMatchObject({ kind: 'base', postgresMajor: 18 });
      expect((await recentRuns(backupDir))[0]).toMatchObject({ kind: 'backup', ok: true });
      expect(fs.readdirSync(walDirOf(backupDir)).some((name) => name.endsWith('.gz'))).toBe(true);

      // The workers know the database is the primary's embedded one (cluster/worker-env.ts).
      const signIn = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'backup-operator', password: 'backup-operator-password' }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const backups = (url: string, method = 'GET') =>
        fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` } });
      const overview = (await (await backups('/api/backups')).json()) as Record<string, unknown>;
      expect(overview).toMatchObject({ embedded: true, backups: [{ name: backup!.name }] });
      expect(overview.nextBackupAt).toMatch(/T02:30:00\.000Z$/);
      const queued = await backups('/api/backups', 'POST');
      expect(queued.status, server.output()).toBe(202);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output()).toBe(0);
  }, 180_000);
});
