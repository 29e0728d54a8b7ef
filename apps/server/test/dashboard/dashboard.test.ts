import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** "Today" as the database sees it: the figures use its clock and time zone. */
const today = async () =>
  (await ctx.db.execute<{ d: string }>(sql`select current_date::text as d`)).rows[0]!.d;

/** An organization with known contents: 3 tools (1 checked out, 1 in maintenance), 2 vehicles (1 in service), … */
const populated = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
  await create(ctx.app, org.admin.token, '/api/sites', {
    name: 'Closed site',
    address: 'x',
    branchId: branch.id,
    active: false,
  });
  const worker = await workerOf(ctx.app, org.admin.token);
  await workerOf(ctx.app, org.admin.token);
  const [t1, t2] = [
    await create(ctx.app, org.admin.token, '/api/tools', { name: 'Drill', branchId: branch.id }),
    await create(ctx.app, org.admin.token, '/api/tools', { name: 'Saw', branchId: branch.id }),
    await create(ctx.app, org.admin.token, '/api/tools', { name: 'Level', branchId: branch.id }),
  ];
  await post(`/api/tools/${t1!.id}/status`, org.admin.token, { status: 'checked_out' });
  await post(`/api/tools/${t2!.id}/status`, org.admin.token, { status: 'maintenance' });
  const v1 = await create(ctx.app, org.admin.token, '/api/vehicles', {
    make: 'Ford',
    model: 'Ranger',
    year: 2022,
    licensePlate: 'A-1',
    branchId: branch.id,
  });
  await create(ctx.app, org.admin.token, '/api/vehicles', {
    make: 'VW',
    model: 'Caddy',
    year: 2019,
    licensePlate: 'A-2',
    branchId: branch.id,
  });
  await post(`/api/vehicles/${v1.id}/status`, org.admin.token, {
    status: 'service',
    odometerReading: 5000,
  });
  await create(ctx.app, org.admin.token, '/api/storage-units', {
    name: 'Box',
    location: 'Yard',
    branchId: branch.id,
  });
  await create(ctx.app, worker.token, '/api/reports', {
    title: 'Today',
    content: 'Work',
    siteId: site.id,
    reportDate: await today(),
  });
  await create(ctx.app, worker.token, '/api/reports', {
    title: 'Long ago',
    content: 'Work',
    siteId: site.id,
    reportDate: '2020-01-06',
  });
  return { ...org, branch, worker };
};

describe('dashboard figures', () => {
  it('summaries and stats match the organization’s data, and only its data', async () => {
    const a = await populated();
    await populated(); // another organization's rows must not count

    expect((await get('/api/tools/summary', a.admin.token)).json()).toEqual({
      available: 1,
      checkedOut: 1,
      checked_out: 1,
      pendingConfirmation: 0,
      maintenance: 1,
    });
    expect((await get('/api/vehicles/summary', a.admin.token)).json()).toEqual({
      available: 1,
      inUse: 0,
      in_use: 0,
      pendingConfirmation: 0,
      service: 1,
    });
    expect((await get('/api/dashboard/stats', a.admin.token)).json()).toEqual({
      tools: 3,
      vehicles: 2,
      activeSites: 1,
      storageUnits: 1,
      totalTools: 3,
      totalVehicles: 2,
      activeWorkers: 2,
      reportsToday: 1,
      reportsThisWeek: 1,
    });
  });

  it('recent tools and vehicles are the newest first, at most five', async () => {
    const a = await populated();
    for (let i = 0; i < 4; i += 1)
      await create(ctx.app, a.admin.token, '/api/tools', {
        name: `Extra ${i}`,
        branchId: a.branch.id,
      });
    const recent = (await get('/api/tools/recent', a.admin.token)).json();
    expect(recent.map((t: { name: string }) => t.name)).toEqual([
      'Extra 3',
      'Extra 2',
      'Extra 1',
      'Extra 0',
      'Level',
    ]);
    expect(
      (await get('/api/vehicles/recent', a.admin.token))
        .json()
        .map((v: { model: string }) => v.model),
    ).toEqual(['Caddy', 'Ranger']);
  });

  it('the activity feed shows real events of the organization, newest first, with the actor', async () => {
    const a = await populated();
    const b = await populated();
    const feed = (await get('/api/activity', a.admin.token)).json() as Array<{
      type: string;
      title: string;
      user: string;
      action: string;
    }>;
    expect(feed[0]).toMatchObject({
      type: 'report',
      title: 'Long ago',
      action: 'report_created',
      user: 'Will ' + a.worker.user.lastName,
    });
    expect(feed.some((e) => e.type === 'vehicle' && e.action === 'status_change_to_service')).toBe(
      true,
    );
    expect(feed.some((e) => e.type === 'tool' && e.action === 'status_change_to_checked_out')).toBe(
      true,
    );
    const bFeed = (await get('/api/activity', b.admin.token)).json() as Array<{ id: number }>;
    const aIds = new Set(feed.map((e) => (e as unknown as { id: number }).id));
    expect(bFeed.some((e) => aIds.has(e.id))).toBe(false);
  });

  it('is for admins', async () => {
    const a = await populated();
    for (const url of [
      '/api/tools/summary',
      '/api/vehicles/summary',
      '/api/dashboard/stats',
      '/api/activity',
      '/api/tools/recent',
    ]) {
      expect((await get(url, a.worker.token)).statusCode).toBe(403);
    }
  });
});
