import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationInput, register } from '../support/fixtures.js';
import { logoFile, uploadedLogoUrl } from '../support/logo-upload.js';
import { rateLimits, sessions } from '../../src/db/schema.js';
import { logosDir } from '../../src/modules/uploads/store-logo.js';
import { runSweep } from '../../src/modules/maintenance/sweep.js';
import { SWEEP_LOCK } from '../../src/modules/maintenance/sweep-lock.js';
import { startMaintenance } from '../../src/modules/maintenance/scheduler.js';
import { ENDED_SESSION_RETENTION_DAYS } from '../../src/modules/maintenance/purge-ended-sessions.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sweep = () => runSweep({ db: ctx.db, dataDir: ctx.config.dataDir });
const fileOf = (url: string) => logoFile(ctx.config.dataDir, url);
const exists = (url: string) => fs.existsSync(fileOf(url));

/** Makes a stored file look written `ms` ago (the sweep goes by the file's modification time). */
const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
};

/** An admin who uploaded a logo in the wizard and created their organization with it. */
const organizationWithLogo = async () => {
  const admin = await register(ctx.app);
  const logoUrl = await uploadedLogoUrl(ctx.app, admin.token);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/setup/organization',
    headers: bearer(admin.token),
    payload: organizationInput({ logoUrl }),
  });
  expect(response.statusCode).toBe(201);
  return { admin, organizationId: response.json().organization.id as number, logoUrl };
};

const windowRow = (key: string, resetInMs: number) => ({
  key,
  count: 5,
  resetAt: new Date(Date.now() + resetInMs),
});
const windowKeys = async (keys: string[]) =>
  (
    await ctx.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, keys))
  )
    .map((row) => row.key)
    .sort();

describe('the maintenance sweep', () => {
  it('removes old logo files no organization uses, and keeps used ones however old, new ones and files not ours', async () => {
    const { logoUrl: used } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    const inTheWizard = await uploadedLogoUrl(ctx.app, uploader.token);
    const notOurs = path.join(logosDir(ctx.config.dataDir), 'backup-notes.png');
    fs.writeFileSync(notOurs, 'kept');

    age(fileOf(used), 365 * DAY);
    age(fileOf(abandoned), 2 * HOUR);
    age(notOurs, 365 * DAY);

    const result = await sweep();
    expect(result).toMatchObject({ logos: 1, skipped: false });
    expect(exists(abandoned)).toBe(false);
    expect(exists(used)).toBe(true);
    expect(exists(inTheWizard)).toBe(true);
    expect(fs.existsSync(notOurs)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
  });

  it("removes an organization's replaced logo once it is past the grace period, and keeps the new one", async () => {
    const { admin, organizationId, logoUrl: first } = await organizationWithLogo();
    const second = await uploadedLogoUrl(ctx.app, admin.token);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organizationId}`,
      headers: bearer(admin.token),
      payload: { logoUrl: second },
    });
    expect(update.statusCode).toBe(200);
    age(fileOf(first), 2 * HOUR);
    age(fileOf(second), 2 * HOUR);

    await sweep();
    expect(exists(first)).toBe(false);
    expect(exists(second)).toBe(true);
    const organization = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/my-organization',
      headers: bearer(admin.token),
    });
    expect(organization.json().logoUrl).toBe(second);
  });

  it('keeps a logo that an organization write still in progress makes used', async () => {
    const { organizationId } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const chosen = await uploadedLogoUrl(ctx.app, uploader.token);
    age(fileOf(chosen), 2 * HOUR);

    // The organization's update has written the new logo but not committed when the sweep looks.
    const writer = await ctx.pool.connect();
    try {
      await writer.query('begin');
      await writer.query('update organizations set logo_url = $1 where id = $2', [
        chosen,
        organizationId,
      ]);
      const sweeping = sweep();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await writer.query('commit');
      expect((await sweeping).logos).toBe(0);
    } finally {
      writer.release();
    }
    expect(exists(chosen)).toBe(true);
  });

  it('leaves logos for the next sweep, rather than hold up organization writes, when the table stays busy', async () => {
    const { organizationId } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    age(fileOf(abandoned), 2 * HOUR);
    await ctx.db.insert(rateLimits).values(windowRow('test:ended-busy', -60_000));

    const writer = await ctx.pool.connect();
    try {
      await writer.query('begin');
      await writer.query('update organizations set name = name where id = $1', [organizationId]);
      const result = await sweep();
      expect(result).toMatchObject({ logos: 0, skipped: true });
      expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    } finally {
      await writer.query('commit');
      writer.release();
    }
    expect(exists(abandoned)).toBe(true);
    expect((await sweep()).logos).toBe(1);
    expect(exists(abandoned)).toBe(false);
  });

  it('deletes rate-limit windows that ended and keeps the ones still counting', async () => {
    await ctx.db
      .insert(rateLimits)
      .values([
        windowRow('test:ended-a', -60_000),
        windowRow('test:ended-b', -DAY),
        windowRow('test:live', 10 * 60_000),
      ]);
    const result = await sweep();
    expect(result.rateLimits).toBeGreaterThanOrEqual(2);
    expect(await windowKeys(['test:ended-a', 'test:ended-b', 'test:live'])).toEqual(['test:live']);
    const [live] = await ctx.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['test:live']));
    expect(live!.count).toBe(5);
  });

  it(`deletes sessions that ended over ${ENDED_SESSION_RETENTION_DAYS} days ago, and keeps live and recently ended ones`, async () => {
    const user = await register(ctx.app);
    const session = (values: { expiresInMs: number; revokedMsAgo?: number }) => ({
      tokenHash: randomBytes(32).toString('hex'),
      userId: user.user.id,
      expiresAt: new Date(Date.now() + values.expiresInMs),
      revokedAt:
        values.revokedMsAgo === undefined ? null : new Date(Date.now() - values.revokedMsAgo),
    });
    const retention = ENDED_SESSION_RETENTION_DAYS * DAY;
    const rows = await ctx.db
      .insert(sessions)
      .values([
        session({ expiresInMs: -(retention + DAY) }),
        session({ expiresInMs: DAY, revokedMsAgo: retention + DAY }),
        session({ expiresInMs: -DAY }),
        session({ expiresInMs: DAY, revokedMsAgo: HOUR }),
      ])
      .returning({ id: sessions.id });
    const ids = rows.map((row) => row.id);

    await sweep();
    const left = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([ids[2], ids[3]]);
    // The user's own live session was not touched.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('skips what another server is sweeping (it holds the lock), and sweeps it once the lock is free', async () => {
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    age(fileOf(abandoned), 2 * HOUR);
    await ctx.db.insert(rateLimits).values(windowRow('test:ended-locked', -60_000));

    // Another server in the middle of its sweep: its transaction holds the lock.
    const otherServer = await ctx.pool.connect();
    try {
      await otherServer.query('begin');
      await otherServer.query('select pg_advisory_xact_lock($1)', [SWEEP_LOCK]);
      const whileLocked = await sweep();
      expect(whileLocked).toEqual({
        rateLimits: 0,
        sessions: 0,
        imports: 0,
        idempotencyKeys: 0,
        logos: 0,
        skipped: true,
      });
      expect(exists(abandoned)).toBe(true);
      expect(await windowKeys(['test:ended-locked'])).toEqual(['test:ended-locked']);
    } finally {
      await otherServer.query('commit');
      otherServer.release();
    }

    const afterwards = await sweep();
    expect(afterwards.skipped).toBe(false);
    expect(exists(abandoned)).toBe(false);
    expect(await windowKeys(['test:ended-locked'])).toEqual([]);
  });

  it('runs two sweeps at once without failing, removing each thing once', async () => {
    const uploader = await register(ctx.app);
    const abandoned = [
      await uploadedLogoUrl(ctx.app, uploader.token),
      await uploadedLogoUrl(ctx.app, uploader.token),
      await uploadedLogoUrl(ctx.app, uploader.token),
    ];
    for (const url of abandoned) age(fileOf(url), 2 * HOUR);
    await ctx.db
      .insert(rateLimits)
      .values([windowRow('test:ended-race-a', -60_000), windowRow('test:ended-race-b', -60_000)]);

    const results = await Promise.all([sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, result) => sum + result.logos, 0)).toBe(3);
    expect(results.reduce((sum, result) => sum + result.rateLimits, 0)).toBe(2);
    expect(abandoned.filter(exists)).toEqual([]);
    expect(await windowKeys(['test:ended-race-a', 'test:ended-race-b'])).toEqual([]);
  });

  it('sweeps at start and again after each interval until stopped', async () => {
    const waitUntil = async (done: () => Promise<boolean>) => {
      const deadline = Date.now() + 5_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error('the sweep did not run');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const gone = (key: string) => async () => (await windowKeys([key])).length === 0;

    await ctx.db.insert(rateLimits).values(windowRow('test:before-start', -60_000));
    const schedule = startMaintenance(
      { db: ctx.db, dataDir: ctx.config.dataDir, log: ctx.app.log },
      50,
    );
    await waitUntil(gone('test:before-start'));
    await ctx.db.insert(rateLimits).values(windowRow('test:between-sweeps', -60_000));
    await waitUntil(gone('test:between-sweeps'));
    await schedule.stop();

    await ctx.db.insert(rateLimits).values(windowRow('test:after-stop', -60_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await windowKeys(['test:after-stop'])).toEqual(['test:after-stop']);
    await ctx.db.execute(sql`delete from rate_limits where key = 'test:after-stop'`);
  });
});
