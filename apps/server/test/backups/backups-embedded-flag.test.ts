import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/*
 * A worker always gets DATABASE_URL from the primary, so only the primary knows whether the
 * database is its embedded one (cluster/worker-env.ts). Through the real processes: a server at
 * DATABASE_URL refuses; the embedded side is proved in server-backups.test.ts.
 */

const SUPERADMIN = {
  SUPERADMIN_USERNAME: 'backup-operator',
  SUPERADMIN_PASSWORD: 'backup-operator-password',
  SUPERADMIN_EMAIL: 'backup-operator@example.com',
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-backup-flag-'));
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
});
