import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  login,
  organizationWithAdmin,
  registration,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const alertFor = async (token: string, season?: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/tire-alert?tireType=summer${season ? `&season=${season}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number; dismissed: boolean }>();
};

const dismiss = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/vehicles/tire-alert/dismissal',
    headers: bearer(token),
    payload,
  });

const dismissals = async () =>
  (
    await ctx.pool.query(
      'select user_id, organization_id, season from tire_alert_dismissals order by user_id, season',
    )
  ).rows;

/** An organization with a vehicle on summer tyres, and a second admin of it. */
const fleet = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  await create(ctx.app, org.admin.token, '/api/vehicles', {
    make: 'Ford',
    model: 'Transit',
    year: 2021,
    licensePlate: `M-${org.organization.id}`,
    branchId: branch.id,
    tireType: 'summer',
  });
  return { ...org, branch };
};

/** A second org admin of `organizationId`, created by the superadmin (decision 0006). */
const secondAdmin = async (organizationId: number) => {
  const root = await superadmin(ctx.app, ctx.db);
  const details = registration();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(root.token),
    payload: { ...details, organizationId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return login(ctx.app, details.username, details.password);
};

describe('a dismissed tyre alert: per user and season, within one organization', () => {
  it('stays dismissed for that user for that season only: another season, or another admin, still sees it', async () => {
    const a = await fleet();
    const colleague = await secondAdmin(a.organization.id);
    expect(await alertFor(a.admin.token, 'winter-2026')).toMatchObject({
      total: 1,
      dismissed: false,
    });

    const response = await dismiss(a.admin.token, { season: 'winter-2026' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    expect(await alertFor(a.admin.token, 'winter-2026')).toMatchObject({
      total: 1,
      dismissed: true,
    });
    // Next season it shows again; so it does for the last one, and with no season asked.
    expect((await alertFor(a.admin.token, 'winter-2027')).dismissed).toBe(false);
    expect((await alertFor(a.admin.token, 'summer-2026')).dismissed).toBe(false);
    expect((await alertFor(a.admin.token)).dismissed).toBe(false);
    // Another admin of the same organization still sees it.
    expect((await alertFor(colleague.token, 'winter-2026')).dismissed).toBe(false);
  });

  it('stores one row per user and season however often it is dismissed', async () => {
    const a = await fleet();
    for (let i = 0; i < 3; i += 1)
      expect((await dismiss(a.admin.token, { season: 'summer-2027' })).statusCode).toBe(204);
    const mine = (await dismissals()).filter((row) => row.user_id === a.admin.user.id);
    expect(mine).toEqual([
      { user_id: a.admin.user.id, organization_id: a.organization.id, season: 'summer-2027' },
    ]);
  });

  it('refuses a season key of the wrong shape, and stores nothing', async () => {
    const a = await fleet();
    const before = await dismissals();
    for (const season of ['winter', 'autumn-2026', 'winter-26', 'winter-2026x', '', 2026, null])
      expect((await dismiss(a.admin.token, { season })).statusCode, String(season)).toBe(400);
    expect((await dismiss(a.admin.token, {})).statusCode).toBe(400);
    expect(await dismissals()).toEqual(before);
    const badQuery = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/tire-alert?tireType=summer&season=spring-2026',
      headers: bearer(a.admin.token),
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it("keeps organizations apart: one organization's dismissal is not another's", async () => {
    const a = await fleet();
    const b = await fleet();
    await dismiss(a.admin.token, { season: 'winter-2030' });
    expect((await alertFor(b.admin.token, 'winter-2030')).dismissed).toBe(false);
    expect((await alertFor(a.admin.token, 'winter-2030')).dismissed).toBe(true);
    // A forged organization in the body is ignored: the row is the caller's own organization's.
    await dismiss(b.admin.token, { season: 'winter-2031', organizationId: a.organization.id });
    const rows = (await dismissals()).filter((row) => row.season === 'winter-2031');
    expect(rows).toEqual([
      { user_id: b.admin.user.id, organization_id: b.organization.id, season: 'winter-2031' },
    ]);
  });

  it('forbids workers and the superadmin (who is never shown the alert), storing nothing', async () => {
    const a = await fleet();
    const worker = await workerOf(ctx.app, a.admin.token);
    const root = await superadmin(ctx.app, ctx.db);
    const before = await dismissals();
    for (const token of [worker.token, root.token]) {
      const response = await dismiss(token, { season: 'winter-2026' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await dismissals()).toEqual(before);
    // The superadmin's question answers "not dismissed"; a worker may not ask.
    expect((await alertFor(root.token, 'winter-2026')).dismissed).toBe(false);
    const workerAsks = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/tire-alert?tireType=summer&season=winter-2026',
      headers: bearer(worker.token),
    });
    expect(workerAsks.statusCode).toBe(403);
  });
});
