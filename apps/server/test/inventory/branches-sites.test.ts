import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branches, sites } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  register,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('branches', () => {
  it('an org admin creates a branch in their own organization, with a manager of it, and lists it with names', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const created = await create(ctx.app, admin.token, '/api/branches', {
      name: 'Nord',
      address: 'Hafen 1',
      contactPhone: '040 123',
      managerId: admin.user.id,
      organizationId: 999,
    });
    expect(created).toMatchObject({
      organizationId: organization.id,
      organization: { name: organization.name },
      manager: { firstName: 'Ada', lastName: 'Builder' },
    });
    const list = (await call('GET', '/api/branches', admin.token)).json();
    expect(list.map((b: { name: string }) => b.name)).toEqual(['Nord']);
  });

  it('refuses a manager from another organization or one who is a worker', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, a.admin.token);
    for (const managerId of [b.admin.user.id, worker.user.id]) {
      const response = await call('POST', '/api/branches', a.admin.token, { name: 'X', managerId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        managerId: 'The manager must be an admin of the same organization',
      });
    }
  });

  it('requires a name, and an organization from a superadmin', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    expect(
      (await call('POST', '/api/branches', admin.token, { name: '' })).json().fieldErrors,
    ).toEqual({ name: 'Branch name is required' });
    const root = await superadmin(ctx.app, ctx.db);
    expect(
      (await call('POST', '/api/branches', root.token, { name: 'Somewhere' })).json().fieldErrors,
    ).toEqual({ organizationId: 'Organization is required' });
  });

  it("hides another organization's branch: update and delete answer 404 and change nothing", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, a.admin.token);
    expect(
      (await call('PUT', `/api/branches/${branch.id}`, b.admin.token, { name: 'Taken' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/branches/${branch.id}`, b.admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/branches', b.admin.token)).json()).toEqual([]);
    expect((await ctx.db.select().from(branches).where(eq(branches.id, branch.id)))[0]!.name).toBe(
      branch.name,
    );
  });

  it('refuses to delete a branch that still holds a site, with a clear message', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    const response = await call('DELETE', `/api/branches/${branch.id}`, admin.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/still has sites/);
    const empty = await create(ctx.app, admin.token, '/api/branches', { name: 'Empty' });
    expect((await call('DELETE', `/api/branches/${empty.id}`, admin.token)).statusCode).toBe(204);
  });

  it('a deleted manager leaves the branch without a manager', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const second = await create(ctx.app, root.token, '/api/users', {
      username: `mgr${Date.now()}`,
      email: `mgr${Date.now()}@example.com`,
      password: 'long-enough-1',
      firstName: 'Max',
      lastName: 'Manager',
      role: 'org_admin',
      organizationId: organization.id,
    });
    const branch = await create(ctx.app, admin.token, '/api/branches', {
      name: 'Managed',
      managerId: second.id,
    });
    expect((await call('DELETE', `/api/users/${second.id}`, root.token)).statusCode).toBe(204);
    const [row] = await ctx.db.select().from(branches).where(eq(branches.id, branch.id));
    expect(row!.managerId).toBeNull();
  });

  it('is not for workers', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await call('GET', '/api/branches', worker.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/branches', worker.token, { name: 'Mine' })).statusCode).toBe(
      403,
    );
  });
});

describe('sites', () => {
  it('creates a site in a branch of the organization, active by default, listed with its branch', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, admin.token);
    expect(site).toMatchObject({
      active: true,
      branchId: branch.id,
      branch: { name: branch.name },
    });
  });

  it("refuses another organization's branch as the site's branch", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, a.admin.token);
    const response = await call('POST', '/api/sites', b.admin.token, {
      name: 'Sneaky',
      address: 'x',
      branchId: branch.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ branchId: 'Choose an entry from the list' });
  });

  it('validates name, address and branch', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await call('POST', '/api/sites', admin.token, { name: '', address: '' });
    expect(response.json().fieldErrors).toEqual({
      name: 'Site name is required',
      address: 'Address is required',
      branchId: 'Branch is required',
    });
  });

  it('workers read their own organization’s sites (for reports), but change nothing', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const { site } = await branchWithSite(ctx.app, a.admin.token);
    await branchWithSite(ctx.app, b.admin.token);
    const worker = await workerOf(ctx.app, a.admin.token);
    const list = (await call('GET', '/api/sites', worker.token)).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([site.id]);
    expect(
      (
        await call('PUT', `/api/sites/${site.id}`, worker.token, {
          name: 'x',
          address: 'y',
          branchId: site.branchId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("hides another organization's site", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const { site } = await branchWithSite(ctx.app, a.admin.token);
    expect((await call('DELETE', `/api/sites/${site.id}`, b.admin.token)).statusCode).toBe(404);
    expect(await ctx.db.select().from(sites).where(eq(sites.id, site.id))).toHaveLength(1);
  });

  it('an admin without an organization sees no sites', async () => {
    const fresh = await register(ctx.app);
    expect((await call('GET', '/api/sites', fresh.token)).json()).toEqual([]);
  });
});
