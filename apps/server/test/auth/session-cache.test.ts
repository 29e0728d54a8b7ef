import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, login, organizationWithAdmin, workerOf } from '../support/fixtures.js';

/**
 * Signed-in reads are answered from a per-process memory of sessions (src/modules/auth/
 * session-cache.ts). What it keeps must never outlive a change: every process forgets within a
 * second, whoever made the change and however.
 */
let ctx: TestContext;
/** A second server on the same database: another process, as far as the cache can tell. */
let other: App;
let otherPool: ReturnType<typeof createPool>;

const quiet = () => undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  otherPool = createPool(ctx.url, { info: quiet, warn: quiet, error: quiet });
  other = await buildApp({ db: createDatabase(otherPool), config: ctx.config });
});
afterAll(async () => {
  await other.close();
  await otherPool.end();
  await ctx.close();
});

const read = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/tools', headers: bearer(token) });

/** Both processes are listening, so what they read is kept (they start listening on their own). */
const listening = async () => {
  while (!ctx.app.sessionCache.isListening() || !other.sessionCache.isListening())
    await new Promise((resolve) => setTimeout(resolve, 10));
};

/** Reads through `app` until it refuses the token; answers the milliseconds it took. */
const refusedWithin = async (app: App, token: string, limitMs: number) => {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await read(app, token)).statusCode === 401) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Number.POSITIVE_INFINITY;
};

/** Counts the queries that read the sessions table, on the pool of the test app. */
const countSessionQueries = async (during: () => Promise<unknown>) => {
  const pool = ctx.pool as unknown as { query: (...args: unknown[]) => unknown };
  const original = pool.query.bind(pool);
  let count = 0;
  pool.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first.text ?? '');
    if (/from "sessions"/.test(text)) count += 1;
    return original(...args);
  };
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return count;
};

describe('the session cache', () => {
  it('answers repeated signed-in reads without reading the session again', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    // A new sign-in: its session has not been read yet.
    const session = await login(ctx.app, admin.username, admin.password);
    await listening();
    const first = await countSessionQueries(() => read(ctx.app, session.token));
    const next = await countSessionQueries(async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await read(ctx.app, session.token)).statusCode).toBe(200);
    });
    expect(first).toBe(1);
    expect(next).toBe(0);
  });

  it('still checks every write against the database', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    await listening();
    await read(ctx.app, admin.token);
    const writes = await countSessionQueries(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/branches',
        headers: bearer(admin.token),
        payload: { name: 'Cached Branch' },
      }),
    );
    expect(writes).toBe(1);
  });

  it('forgets a session signed out through another process within a second', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    await listening();
    expect((await read(ctx.app, admin.token)).statusCode).toBe(200);
    expect((await read(other, admin.token)).statusCode).toBe(200);

    const logout = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(admin.token),
    });
    expect(logout.statusCode).toBe(204);
    // The process that signed out refuses at once; the other one within a second.
    expect((await read(other, admin.token)).statusCode).toBe(401);
    expect(await refusedWithin(ctx.app, admin.token, 1_000)).toBeLessThan(1_000);
  });

  it('forgets a session revoked straight in the database, on every process, within a second', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    await listening();
    await read(ctx.app, admin.token);
    await read(other, admin.token);
    await ctx.pool.query(
      `update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`,
      [admin.user.id],
    );
    expect(await refusedWithin(ctx.app, admin.token, 1_000)).toBeLessThan(1_000);
    expect(await refusedWithin(other, admin.token, 1_000)).toBeLessThan(1_000);
  });

  it('sees a worker moved to another organization on the next read of another process', async () => {
    const home = await organizationWithAdmin(ctx.app);
    const elsewhere = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, home.admin.token);
    await listening();
    const assigned = () =>
      other.inject({ method: 'GET', url: '/api/tools/assigned', headers: bearer(worker.token) });
    expect((await assigned()).statusCode).toBe(200);
    // Changed by a script: no session is revoked, only the user row changes.
    await ctx.pool.query(`update users set organization_id = $1 where id = $2`, [
      elsewhere.organization.id,
      worker.user.id,
    ]);
    await other.sessionCache.settled();
    const me = await other.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(worker.token),
    });
    expect(me.json().organizationId).toBe(elsewhere.organization.id);
  });

  it('never keeps a session past its expiry, announced or not', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    await ctx.pool.query(
      `update sessions set expires_at = now() + interval '1500 milliseconds' where user_id = $1`,
      [admin.user.id],
    );
    await listening();
    expect((await read(ctx.app, admin.token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size()).toBeGreaterThan(0);
    // Nothing is announced when the time runs out; the kept expiry is checked on each read.
    expect(await refusedWithin(ctx.app, admin.token, 3_000)).toBeLessThan(3_000);
  });

  it('keeps nothing it may not hear about: a lost LISTEN connection, then a revocation, still refuses within a second', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    await listening();
    await read(ctx.app, admin.token);
    // End this app's LISTEN connection from the database side (as a failover would).
    await ctx.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    await ctx.pool.query(`update sessions set revoked_at = now() where user_id = $1`, [
      admin.user.id,
    ]);
    expect(await refusedWithin(ctx.app, admin.token, 1_000)).toBeLessThan(1_000);
  });
});
