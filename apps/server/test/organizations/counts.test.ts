import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, storageUnits } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const countOf = async (token: string, path: string, organizationId?: number) => {
  const query = organizationId === undefined ? '' : `?organizationId=${organizationId}`;
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${path}/count${query}`,
    headers: bearer(token),
  });
  return { status: response.statusCode, count: response.json().count as number };
};

describe('GET /api/{…}/count', () => {
  it("counts the caller's own organization, whatever organizationId is asked", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const [aBranch] = await ctx.db
      .insert(branches)
      .values([
        { organizationId: a.organization.id, name: 'A1' },
        { organizationId: a.organization.id, name: 'A2' },
      ])
      .returning();
    await ctx.db.insert(branches).values({ organizationId: b.organization.id, name: 'B1' });
    await ctx.db.insert(storageUnits).values({
      organizationId: a.organization.id,
      branchId: aBranch!.id,
      name: 'Container',
      location: 'Yard',
    });

    expect(await countOf(a.admin.token, 'branches')).toEqual({ status: 200, count: 2 });
    expect(await countOf(a.admin.token, 'branches', b.organization.id)).toEqual({
      status: 200,
      count: 2,
    });
    expect(await countOf(b.admin.token, 'branches')).toEqual({ status: 200, count: 1 });
    expect(await countOf(a.admin.token, 'storage-units')).toEqual({ status: 200, count: 1 });
    for (const path of ['sites', 'tools', 'vehicles'])
      expect(await countOf(a.admin.token, path)).toEqual({ status: 200, count: 0 });

    const root = await superadmin(ctx.app, ctx.db);
    expect((await countOf(root.token, 'branches', b.organization.id)).count).toBe(1);
    expect((await countOf(root.token, 'branches')).count).toBeGreaterThanOrEqual(3);
  });

  it('is not for workers', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await countOf(worker.token, 'tools')).status).toBe(403);
  });
});
