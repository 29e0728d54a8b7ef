import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationInput, register } from '../support/fixtures.js';
import { storedLogo, uploadedLogoUrl } from '../support/logo-upload.js';
import { mailOutbox, organizationLogos, rateLimits, sessions } from '../../src/db/schema.js';
import { logoNameOf } from '../../src/modules/uploads/logo-names.js';
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
const sweep = () => runSweep({ db: ctx.db });
const exists = async (url: string) => (await storedLogo(ctx.db, url)) !== undefined;

/** Makes a stored logo look uploaded `ms` ago (the sweep goes by its created_at). */
const age = (url: string, ms: number) =>
  ctx.db
    .update(organizationLogos)
    .set({ createdAt: new Date(Date.now() - ms).toISOString() })
    .where(eq(organizationLogos.name, logoNameOf(url)!));

const setLogo = async (token: string, organizationId: number, logoUrl: string) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/organizations/${organizationId}`,
    headers: bearer(token),
    payload: { logoUrl },
  });
  expect(response.statusCode, response.body).toBe(200);
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
  it('removes old stored logos no organization uses, and keeps used ones however old and new ones', async () => {
    const { logoUrl: used } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    const inTheWizard = await uploadedLogoUrl(ctx.app, uploader.token);

    await age(used, 365 * DAY);
    await age(abandoned, 2 * HOUR);

    const result = await sweep();
    expect(result).toMatchObject({ logos: 1, skipped: false });
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(used)).toBe(true);
    expect(await exists(inTheWizard)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
  });

  it('removes a replaced logo another organization also showed once nobody shows it, and keeps the new ones', async () => {
    const owner = await organizationWithLogo();
    const borrower = await organizationWithLogo();
    await setLogo(borrower.admin.token, borrower.organizationId, owner.logoUrl);
    const ownersNext = await uploadedLogoUrl(ctx.app, owner.admin.token);
    await setLogo(owner.admin.token, owner.organizationId, ownersNext);
    // Kept while the other organization shows it: its owner's change never breaks another's page.
    expect(await exists(owner.logoUrl)).toBe(true);
    const borrowersNext = await uploadedLogoUrl(ctx.app, borrower.admin.token);
    await setLogo(borrower.admin.token, borrower.organizationId, borrowersNext);
    // Not the borrower's to remove; nobody shows it now.
    expect(await exists(owner.logoUrl)).toBe(true);
    for (const url of [owner.logoUrl, ownersNext, borrowersNext]) await age(url, 2 * HOUR);

    await sweep();
    expect(await exists(owner.logoUrl)).toBe(false);
    expect(await exists(ownersNext)).toBe(true);
    expect(await exists(borrowersNext)).toBe(true);
    const organization = await ctx.app.inject({
      method: 'GET',
      url: '/api/organizations/my-organization',
      headers: bearer(owner.admin.token),
    });
    expect(organization.json().logoUrl).toBe(ownersNext);
  });

  it('keeps a logo that an organization write still in progress makes used', async () => {
    const { organizationId } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const chosen = await uploadedLogoUrl(ctx.app, uploader.token);
    await age(chosen, 2 * HOUR);

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
    expect(await exists(chosen)).toBe(true);
  });

  it('leaves logos for the next sweep, rather than hold up organization writes, when the table stays busy', async () => {
    const { organizationId } = await organizationWithLogo();
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    await age(abandoned, 2 * HOUR);
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
    expect(await exists(abandoned)).toBe(true);
    expect((await sweep()).logos).toBe(1);
    expect(await exists(abandoned)).toBe(false);
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

  it('deletes outbox mail settled over 30 days ago; keeps newer settled mail and every queued one', async () => {
    const day = 86_400_000;
    const row = (
      subject: string,
      status: 'queued' | 'sent' | 'failed',
      settledDaysAgo?: number,
    ) => ({
      kind: 'damage' as const,
      organizationId: null,
      senderUserId: null,
      notificationId: null,
      recipients: ['office@example.com'],
      subject,
      body: '',
      status,
      settledAt: settledDaysAgo === undefined ? null : new Date(Date.now() - settledDaysAgo * day),
    });
    const rows = await ctx.db
      .insert(mailOutbox)
      .values([
        row('sent long ago', 'sent', 31),
        row('failed long ago', 'failed', 40),
        row('sent lately', 'sent', 29),
        row('still queued', 'queued'),
      ])
      .returning({ id: mailOutbox.id, subject: mailOutbox.subject });

    const result = await sweep();
    expect(result.settledMail).toBe(2);
    const left = await ctx.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.subject).sort()).toEqual(['sent lately', 'still queued']);
  });

  it('skips what another server is sweeping (it holds the lock), and sweeps it once the lock is free', async () => {
    const uploader = await register(ctx.app);
    const abandoned = await uploadedLogoUrl(ctx.app, uploader.token);
    await age(abandoned, 2 * HOUR);
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
        settledMail: 0,
        logos: 0,
        skipped: true,
      });
      expect(await exists(abandoned)).toBe(true);
      expect(await windowKeys(['test:ended-locked'])).toEqual(['test:ended-locked']);
    } finally {
      await otherServer.query('commit');
      otherServer.release();
    }

    const afterwards = await sweep();
    expect(afterwards.skipped).toBe(false);
    expect(await exists(abandoned)).toBe(false);
    expect(await windowKeys(['test:ended-locked'])).toEqual([]);
  });

  it('runs two sweeps at once without failing, removing each thing once', async () => {
    const uploader = await register(ctx.app);
    const abandoned = [
      await uploadedLogoUrl(ctx.app, uploader.token),
      await uploadedLogoUrl(ctx.app, uploader.token),
      await uploadedLogoUrl(ctx.app, uploader.token),
    ];
    for (const url of abandoned) await age(url, 2 * HOUR);
    await ctx.db
      .insert(rateLimits)
      .values([windowRow('test:ended-race-a', -60_000), windowRow('test:ended-race-b', -60_000)]);

    const results = await Promise.all([sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, result) => sum + result.logos, 0)).toBe(3);
    expect(results.reduce((sum, result) => sum + result.rateLimits, 0)).toBe(2);
    for (const url of abandoned) expect(await exists(url)).toBe(false);
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
    const schedule = startMaintenance({ db: ctx.db, log: ctx.app.log }, 50);
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
