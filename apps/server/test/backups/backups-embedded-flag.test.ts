import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/*
 * A worker always gets DATABASE_URL from the primary, so only the primary knows whether the
 * database is its embedded one (cluster/worker-env.ts). Through the real processes: the API of a
 * server on the embedded database schedules and queues backups, one at DATABASE_URL refuses.
 */

const SUPERADMIN = {
  SUPERADMIN_USERNAME: 'backup-operator',
  SUPERADMIN_PASSWORD: 'backup-operator-password',
  SUPERADMIN_EMAIL: 'backup-operator@example.com',
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-backup-flag-'));
// As root the embedded PostgreSQL runs as the postgres user, who must enter DATA_DIR.
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Signs the superadmin in; answers a caller of the server's API. */
const operatorOf = async (server: ServerProcess) => {
  const signIn = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: SUPERADMIN.SUPERADMIN_USERNAME,
      password: SUPERADMIN.SUPERADMIN_PASSWORD,
    }),
  });
  expect(signIn.status, server.output()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  return (method: 'GET' | 'POST') =>
    fetch(`${server.baseUrl}/api/backups`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
};

const stop = async (server: ServerProcess) => {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
};

describe('whether the database is the embedded one reaches the API from the primary', () => {
  it('a server at DATABASE_URL schedules no backup and refuses "back up now"', async () => {
    const server = await startServerProcess(await createTestDatabase(), {
      ...SUPERADMIN,
      LOG_LEVEL: 'warn',
      BACKUP_DIR: path.join(dataDir, 'external-backups'),
    });
    try {
      const call = await operatorOf(server);
      const overview = (await (await call('GET')).json()) as Record<string, unknown>;
      expect(overview).toMatchObject({ embedded: false, nextBackupAt: null, backups: [] });
      expect((await call('POST')).status).toBe(409);
    } finally {
      await stop(server);
    }
  }, 120_000);

  it('a server on the embedded database schedules the next backup and queues one now', async () => {
    const server = await startServerProcess(undefined, {
      ...SUPERADMIN,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, 'backups'),
    });
    try {
      const call = await operatorOf(server);
      const overview = (await (await call('GET')).json()) as Record<string, unknown>;
      expect(overview).toMatchObject({ embedded: true });
      expect(overview.nextBackupAt).toMatch(/T02:30:00\.000Z$/);
      const queued = await call('POST');
      expect(queued.status, server.output()).toBe(202);
      expect(await queued.json()).toEqual({ queued: true });
    } finally {
      await stop(server);
    }
  }, 180_000);
});
