import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin, workerOf, type Session } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TENANT_TABLES = ['branches', 'sites', 'tools', 'tool_logs', 'vehicles', 'vehicle_logs', 'storage_units', 'parking_locations', 'reports', 'organizations', 'users'];

/** Every row organization A owns, as text: compared before and after B's attempts. */
const snapshot = async (organizationId: number) => {
  const parts: string[] = [];
  for (const table of TENANT_TABLES) {
    const column = table === 'organizations' ? 'id' : 'organization_id';
    const { rows } = await ctx.db.execute(sql.raw(`select * from ${table} where ${column} = ${organizationId} order by id`));
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
};

/** Organization A with one record of every kind, its worker holding a tool. */
const organizationA = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
  const worker = await workerOf(ctx.app, org.admin.token);
  const tool = await create(ctx.app, org.admin.token, '/api/tools', { name: 'A-drill', branchId: branch.id, siteId: site.id });
  await ctx.app.inject({ method: 'POST', url: `/api/tools/${tool.id}/status`, headers: bearer(org.admin.token), payload: { status: 'pending_confirmation', assignedUserId: worker.user.id } });
  const vehicle = await create(ctx.app, org.admin.token, '/api/vehicles', { make: 'A', model: 'Van', year: 2020, licensePlate: 'A-1', branchId: branch.id });
  const unit = await create(ctx.app, org.admin.token, '/api/storage-units', { name: 'A-unit', location: 'A-yard', branchId: branch.id });
  const parking = await create(ctx.app, org.admin.token, '/api/parking-locations', { name: 'A-bay', branchId: branch.id });
  const report = await create(ctx.app, worker.token, '/api/reports', { title: 'A-report', content: 'x', siteId: site.id, reportDate: '2026-11-20' });
  return {
    ...org,
    ids: {
      organizations: org.organization.id,
      branches: branch.id,
      sites: site.id,
      tools: tool.id,
      vehicles: vehicle.id,
      'storage-units': unit.id,
      'parking-locations': parking.id,
      reports: report.id,
      users: worker.user.id,
      impersonate: org.admin.user.id,
    } as Record<string, number>,
    references: { branchId: branch.id, siteId: site.id, managerId: org.admin.user.id, storageUnitId: unit.id, parkingLocationId: parking.id, organizationId: org.organization.id, assignedUserId: worker.user.id, toolId: tool.id, vehicleId: vehicle.id },
  };
};

/** The id of A's record a route's `:id` stands for, from the path segment before it. */
const idFor = (url: string, ids: Record<string, number>) => {
  const segment = url.split('/').slice(0, -1).filter((part) => !part.startsWith(':')).pop() ?? '';
  return ids[segment];
};

describe("tenant isolation: organization B against organization A's records", () => {
  it('every id-taking route refuses B’s admin and worker, and A’s data is unchanged', async () => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    const callers: Array<[string, Session | typeof b.admin]> = [['org_admin', b.admin], ['worker', bWorker]];
    const before = await snapshot(a.organization.id);

    const idRoutes = ctx.app.routeInventory.filter((route) => route.url.includes(':id'));
    let cases = 0;
    for (const route of idRoutes) {
      const id = idFor(route.url, a.ids);
      expect(id, `no A record for ${route.url}`).toBeDefined();
      const url = route.url.replace(':id', String(id));
      for (const [role, caller] of callers) {
        // A body naming A's references too: nothing of A may be reached through it either.
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : { name: 'B was here', title: 'B', content: 'B', make: 'B', model: 'B', year: 2020, licensePlate: 'B', location: 'B', address: 'B', status: 'maintenance', odometerReading: 1, reportDate: '2026-11-21', ...a.references };
        const response = await ctx.app.inject({ method: route.method as 'GET', url, headers: bearer(caller.token), ...(payload ? { payload } : {}) });
        expect([400, 403, 404], `${role} ${route.method} ${route.url} answered ${response.statusCode}: ${response.body}`).toContain(response.statusCode);
        cases += 1;
      }
    }
    expect(await snapshot(a.organization.id)).toBe(before);
    console.log(`tenant isolation: ${idRoutes.length} id-taking routes × 2 roles = ${cases} cases, all refused, A unchanged`);
  });

  it("bodies that name A's references are refused on B's own writes", async () => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, b.admin.token);
    const bTool = await create(ctx.app, b.admin.token, '/api/tools', { name: 'B-drill', branchId: branch.id });
    const before = await snapshot(a.organization.id);
    const attempts: Array<[string, string, object]> = [
      ['POST', '/api/sites', { name: 'x', address: 'y', branchId: a.references.branchId }],
      ['POST', '/api/tools', { name: 'x', branchId: a.references.branchId }],
      ['POST', '/api/tools', { name: 'x', branchId: branch.id, siteId: a.references.siteId }],
      ['POST', '/api/vehicles', { make: 'x', model: 'y', year: 2020, licensePlate: 'z', branchId: a.references.branchId }],
      ['POST', '/api/storage-units', { name: 'x', location: 'y', branchId: a.references.branchId }],
      ['POST', '/api/parking-locations', { name: 'x', branchId: a.references.branchId }],
      ['POST', '/api/branches', { name: 'x', managerId: a.references.managerId }],
      ['POST', '/api/reports', { title: 'x', content: 'y', siteId: a.references.siteId, reportDate: '2026-11-21' }],
      ['POST', `/api/tools/${bTool.id}/status`, { status: 'pending_confirmation', assignedUserId: a.references.assignedUserId }],
      ['POST', '/api/tool-logs', { toolId: a.references.toolId, action: 'x' }],
      ['POST', '/api/vehicle-logs', { vehicleId: a.references.vehicleId, action: 'x' }],
      ['PUT', `/api/sites/${site.id}`, { name: 'x', address: 'y', branchId: a.references.branchId }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await ctx.app.inject({ method: method as 'POST', url, headers: bearer(b.admin.token), payload });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
    }
    expect(await snapshot(a.organization.id)).toBe(before);
  });

  it('lists, counts, summaries and the activity feed never show A’s rows to B', async () => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    const aMarkers = ['A-drill', 'A-unit', 'A-bay', 'A-report', a.organization.name];
    const lists = ctx.app.routeInventory.filter((route) => route.method === 'GET' && !route.url.includes(':') && route.url !== '/api/health' && route.url !== '/api/config/public');
    for (const route of lists) {
      for (const caller of [b.admin, bWorker]) {
        const response = await ctx.app.inject({ method: 'GET', url: route.url, headers: bearer(caller.token) });
        if (response.statusCode !== 200) continue;
        for (const marker of aMarkers) expect(response.body, `${route.url} shows ${marker}`).not.toContain(marker);
      }
    }
    const counts = await ctx.app.inject({ method: 'GET', url: `/api/tools/count?organizationId=${a.organization.id}`, headers: bearer(b.admin.token) });
    expect(counts.json()).toEqual({ count: 0 });
  });
});
