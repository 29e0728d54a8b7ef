import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createPool } from '../../src/db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import * as schema from '../../src/db/schema.js';
import { bearer, organizationWithAdmin } from '../support/fixtures.js';
import { recordBattery } from '../support/battery.js';

/**
 * Unlike the other API tests this one owns its database server — a private embedded PostgreSQL
 * on a fixed socket — because it stops it, which nobody may do to a shared server.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-restart-'));
fs.chmodSync(dataDir, 0o755);
const socketDir = path.join(os.tmpdir(), `typg-restart-${process.pid}`);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const start = () => startEmbeddedPostgres({ dataDir, database: 'app', log: quiet, socketDir });

let server: EmbeddedPostgres | undefined;
let app: App | undefined;
let closePool: (() => Promise<void>) | undefined;
afterAll(async () => {
  await app?.close();
  await closePool?.();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database server stopped and started again under a running app', () => {
  it('answers 503 quickly while it is down, stays up, and recovers by itself with the data intact', async ({
    task,
  }) => {
    server = await start();
    const pool = createPool(server.url, quiet);
    closePool = () => pool.end();
    await runMigrations(pool);
    app = await buildApp({
      db: drizzle(pool, { schema }),
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      }),
    });
    const running = app;
    const { admin } = await organizationWithAdmin(running);
    const tools = () =>
      running.inject({ method: 'GET', url: '/api/tools', headers: bearer(admin.token) });
    expect((await tools()).statusCode).toBe(200);

    await server.stop();
    const downStatuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const began = Date.now();
      const response = await tools();
      expect(Date.now() - began, 'a request while the database is down').toBeLessThan(2_000);
      downStatuses.push(response.statusCode);
      expect(response.json()).toMatchObject({ code: 'database_unavailable' });
    }
    expect(downStatuses).toEqual([503, 503, 503, 503, 503]);
    expect((await running.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'unavailable',
      database: 'down',
    });

    server = await start();
    // No restart of the app: its next requests simply find the database again.
    const deadline = Date.now() + 10_000;
    let recovered = await tools();
    while (recovered.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = await tools();
    }
    expect(recovered.statusCode).toBe(200);
    // The session made before the outage is still valid: nothing was lost.
    expect(
      (
        await running.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin.token) })
      ).json(),
    ).toMatchObject({ id: admin.user.id });
    recordBattery(task, 'database stopped and restarted', {
      'requests while down': downStatuses.length,
      'answered 503': downStatuses.filter((status) => status === 503).length,
    });
  }, 60_000);
});
