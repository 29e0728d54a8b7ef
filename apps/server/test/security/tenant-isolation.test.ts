import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
  type Session,
} from '../support/fixtures.js';
import {
  idForRoute,
  isStreamingRoute,
  organizationSnapshot,
  populatedOrganization,
} from '../support/populated-organization.js';
import { recordBattery } from '../support/battery.js';
import { createNotices } from '../../src/modules/notices/create-notices.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const snapshot = (organizationId: number) => organizationSnapshot(ctx.db, organizationId);
const organizationA = () => populatedOrganization(ctx.app, 'A');

describe("tenant isolation: organization B against organization A's records", () => {
  it('every id-taking route refuses B’s admin and worker, and A’s data is unchanged', async ({
    task,
  }) => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    const callers: Array<[string, Session | typeof b.admin]> = [
      ['org_admin', b.admin],
      ['worker', bWorker],
    ];
    const before = await snapshot(a.organization.id);

    const idRoutes = ctx.app.routeInventory.filter((route) => route.url.includes(':id'));
    let cases = 0;
    for (const route of idRoutes) {
      const id = idForRoute(route.url, a.ids);
      expect(id, `no A record for ${route.url}`).toBeDefined();
      const url = route.url.replace(':id', String(id));
      for (const [role, caller] of callers) {
        // A body naming A's references too: nothing of A may be reached through it either.
        const payload =
          route.method === 'GET' || route.method === 'DELETE'
            ? undefined
            : {
                name: 'B was here',
                title: 'B',
                content: 'B',
                make: 'B',
                model: 'B',
                year: 2020,
                licensePlate: 'B',
                location: 'B',
                address: 'B',
                status: 'maintenance',
                odometerReading: 1,
                reportDate: '2026-11-21',
                tireType: 'winter',
                ...a.references,
              };
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(caller.token),
          ...(payload ? { payload } : {}),
        });
        expect(
          [400, 403, 404],
          `${role} ${route.method} ${route.url} answered ${response.statusCode}: ${response.body}`,
        ).toContain(response.statusCode);
        cases += 1;
      }
    }
    expect(await snapshot(a.organization.id)).toBe(before);
    recordBattery(task, 'tenant isolation: id-taking routes', { routes: idRoutes.length, cases });
  });

  it("bodies that name A's references are refused on B's own writes", async ({ task }) => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, b.admin.token);
    const bTool = await create(ctx.app, b.admin.token, '/api/tools', {
      name: 'B-drill',
      branchId: branch.id,
    });
    const before = await snapshot(a.organization.id);
    const attempts: Array<[string, string, object]> = [
      ['POST', '/api/sites', { name: 'x', address: 'y', branchId: a.references.branchId }],
      ['POST', '/api/tools', { name: 'x', branchId: a.references.branchId }],
      ['POST', '/api/tools', { name: 'x', branchId: branch.id, siteId: a.references.siteId }],
      [
        'POST',
        '/api/vehicles',
        { make: 'x', model: 'y', year: 2020, licensePlate: 'z', branchId: a.references.branchId },
      ],
      ['POST', '/api/storage-units', { name: 'x', location: 'y', branchId: a.references.branchId }],
      ['POST', '/api/parking-locations', { name: 'x', branchId: a.references.branchId }],
      ['POST', '/api/branches', { name: 'x', managerId: a.references.managerId }],
      [
        'POST',
        '/api/reports',
        { title: 'x', content: 'y', siteId: a.references.siteId, reportDate: '2026-11-21' },
      ],
      [
        'POST',
        `/api/tools/${bTool.id}/status`,
        { status: 'pending_confirmation', assignedUserId: a.references.assignedUserId },
      ],
      // A scan session naming A's worker, site, unit or parking place (decision 0040).
      ...(
        [
          { action: 'assign', assignedUserId: a.references.assignedUserId },
          { action: 'maintenance', siteId: a.references.siteId },
          { action: 'return', storageUnitId: a.references.storageUnitId },
          { action: 'maintenance', parkingLocationId: a.references.parkingLocationId },
        ] as const
      ).map((body): [string, string, object] => [
        'POST',
        '/api/bulk-actions',
        { ...body, items: [{ kind: 'tool', id: bTool.id }] },
      ]),
      ['POST', '/api/tool-logs', { toolId: a.references.toolId, action: 'x' }],
      ['POST', '/api/vehicle-logs', { vehicleId: a.references.vehicleId, action: 'x' }],
      [
        'PUT',
        `/api/sites/${site.id}`,
        { name: 'x', address: 'y', branchId: a.references.branchId },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: bearer(b.admin.token),
        payload,
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
    }
    recordBattery(task, 'tenant isolation: foreign references', { cases: attempts.length });
    expect(await snapshot(a.organization.id)).toBe(before);
  });

  it('lists, counts, summaries and the activity feed never show A’s rows to B', async ({
    task,
  }) => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    const aMarkers = ['A-drill', 'A-unit', 'A-bay', 'A-report', a.organization.name];
    const lists = ctx.app.routeInventory.filter(
      (route) =>
        route.method === 'GET' &&
        !route.url.includes(':') &&
        !isStreamingRoute(route) &&
        route.url !== '/api/health' &&
        route.url !== '/api/config/public',
    );
    let checked = 0;
    for (const route of lists) {
      for (const caller of [b.admin, bWorker]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: route.url,
          headers: bearer(caller.token),
        });
        if (response.statusCode !== 200) continue;
        for (const marker of aMarkers)
          expect(response.body, `${route.url} shows ${marker}`).not.toContain(marker);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: `/api/tools/count?organizationId=${a.organization.id}`,
      headers: bearer(b.admin.token),
    });
    expect(counts.json()).toEqual({ count: 0 });
    recordBattery(task, 'tenant isolation: lists and figures', {
      'list routes': lists.length,
      'answers read': checked,
    });
  });

  it("the bell's notices are their own user's: B never reads, counts or marks A's", async () => {
    const a = await organizationA();
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    await createNotices(ctx.db, [a.admin.user.id, a.worker.user.id], {
      organizationId: a.organization.id,
      kind: 'damage_reported',
      entityType: 'tool',
      entityId: a.references.toolId,
      values: { item: 'A-drill', reporter: 'A-worker' },
    });
    const aNotices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notices',
      headers: bearer(a.admin.token),
    });
    const aAnswer = aNotices.json<{ items: { id: number }[]; unread: number }>();
    const aIds = aAnswer.items.map((notice) => notice.id);
    expect(aIds.length).toBeGreaterThan(0);
    for (const caller of [b.admin, bWorker]) {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/notices?before=${Math.max(...aIds) + 1}`,
        headers: bearer(caller.token),
      });
      expect(list.json()).toMatchObject({ items: [], unread: 0 });
      const read = await ctx.app.inject({
        method: 'POST',
        url: '/api/notices/read',
        headers: bearer(caller.token),
        payload: { ids: aIds },
      });
      expect(read.json()).toEqual({ unread: 0 });
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/notices/unread-count',
      headers: bearer(a.admin.token),
    });
    expect(after.json()).toEqual({ unread: aAnswer.unread });
  });
});
