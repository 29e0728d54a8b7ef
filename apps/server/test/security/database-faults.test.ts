import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Cuts every connection to this test's database, as a database restart or failover would. */
const terminateConnections = async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  const database = new URL(ctx.url).pathname.slice(1);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  await admin.end();
};

describe('the database going away under a running server', () => {
  it('answers 503 quickly, stays up, and recovers by itself', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const tools = () =>
      ctx.app.inject({ method: 'GET', url: '/api/tools', headers: bearer(admin.token) });
    // Fill the pool with idle connections, then cut them all.
    await Promise.all([tools(), tools(), tools()]);
    await terminateConnections();

    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 10; i += 1) {
      const response = await tools();
      statuses.push(response.statusCode);
      if (response.statusCode === 503)
        expect(response.json()).toMatchObject({ code: 'database_unavailable' });
      else expect(response.statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    // The process is still serving, and once fresh connections are made, everything works again.
    expect(statuses.at(-1)).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
