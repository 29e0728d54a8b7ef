import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tools, vehicles } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { populatedOrganization } from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof populatedOrganization>>;
let b: Awaited<ReturnType<typeof populatedOrganization>>;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await populatedOrganization(ctx.app, 'A');
  b = await populatedOrganization(ctx.app, 'B');
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Each item page's API route, with the segment that names its id in populatedOrganization. */
const ITEM_ROUTES = [
  ['/api/tools', 'tools'],
  ['/api/vehicles', 'vehicles'],
  ['/api/storage-units', 'storage-units'],
  ['/api/sites', 'sites'],
] as const;

describe('item pages: one record by id, with the records it links to', () => {
  it('answers a tool with who has it and where it is kept', async () => {
    const admin = a.admin.token;
    const toolId = a.ids.tools!;
    const response = await get(`/api/tools/${toolId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: toolId,
      name: 'A-drill',
      status: 'pending_confirmation',
      organizationId: a.organization.id,
      site: { id: a.references.siteId },
      assignedUser: { id: a.worker.user.id },
      storageUnit: null,
    });

    // A worker's return puts it there; the state is set directly to keep the test short.
    await ctx.db
      .update(tools)
      .set({ status: 'available', assignedUserId: null, storageUnitId: a.references.storageUnitId })
      .where(eq(tools.id, toolId));
    expect((await get(`/api/tools/${toolId}`, admin)).json()).toMatchObject({
      assignedUser: null,
      storageUnit: { id: a.references.storageUnitId, name: 'A-unit' },
    });
  });

  it('answers a vehicle with its parking place', async () => {
    const admin = a.admin.token;
    const vehicleId = a.ids.vehicles!;
    await ctx.db
      .update(vehicles)
      .set({ parkingLocationId: a.references.parkingLocationId })
      .where(eq(vehicles.id, vehicleId));
    const response = await get(`/api/vehicles/${vehicleId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: vehicleId,
      licensePlate: 'A-1',
      parkingLocation: { id: a.references.parkingLocationId, name: 'A-bay' },
    });
  });

  it('answers a storage unit and a site of the own organization', async () => {
    const unit = await get(`/api/storage-units/${a.ids['storage-units']}`, a.admin.token);
    expect(unit.statusCode).toBe(200);
    expect(unit.json()).toMatchObject({ name: 'A-unit', location: 'A-yard' });
    const site = await get(`/api/sites/${a.ids.sites}`, a.admin.token);
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({ id: a.ids.sites, branch: { id: a.references.branchId } });
  });

  it.each(ITEM_ROUTES)(
    "%s/{id}: another organization's id and an unknown id are both 404, alike",
    async (base, segment) => {
      const foreign = await get(`${base}/${b.ids[segment]}`, a.admin.token);
      const unknown = await get(`${base}/2147483000`, a.admin.token);
      expect(foreign.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      // The answer tells nothing about whether the record exists elsewhere.
      expect(foreign.json()).toEqual(unknown.json());
      // The owner still sees it: the 404 is the tenant boundary, not a broken route.
      expect((await get(`${base}/${b.ids[segment]}`, b.admin.token)).statusCode).toBe(200);
    },
  );

  it.each(ITEM_ROUTES)(
    '%s/{id}: a worker is refused, a superadmin reads any',
    async (base, segment) => {
      expect((await get(`${base}/${a.ids[segment]}`, a.worker.token)).statusCode).toBe(403);
      const root = await superadmin(ctx.app, ctx.db);
      expect((await get(`${base}/${b.ids[segment]}`, root.token)).statusCode).toBe(200);
    },
  );

  it('a malformed id is refused as invalid, not looked up', async () => {
    const response = await get('/api/tools/abc', a.admin.token);
    expect(response.statusCode).toBe(400);
  });

  it('the activity feed links an entry to its record while it exists, and no longer once deleted', async () => {
    const org = await populatedOrganization(ctx.app, 'C');
    const feed = async () =>
      (await get('/api/activity', org.admin.token)).json() as Array<{
        action: string;
        item: { kind: string; id: number } | null;
      }>;
    const before = await feed();
    expect(before.find((e) => e.action === 'tool_created')?.item).toEqual({
      kind: 'tool',
      id: org.ids.tools,
    });
    expect(before.find((e) => e.action === 'vehicle_created')?.item).toEqual({
      kind: 'vehicle',
      id: org.ids.vehicles,
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${org.ids.vehicles}`,
      headers: bearer(org.admin.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await feed();
    const vehicleEntries = after.filter((e) => e.action.startsWith('vehicle_'));
    expect(vehicleEntries.length).toBeGreaterThan(0);
    for (const entry of vehicleEntries) expect(entry.item).toBeNull();
  });
});
