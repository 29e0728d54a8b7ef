import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  login,
  organizationWithAdmin,
  register,
  registration,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;
const userRow = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const me = (token: string) => call('GET', '/api/auth/me', token);

const newUser = (overrides: Record<string, unknown> = {}) => {
  const { role: _ignored, ...base } = registration();
  return { ...base, role: 'worker', ...overrides };
};

describe('an org admin managing workers', () => {
  it('creates workers of their own organization only, whatever role or organization the body names', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const response = await call(
      'POST',
      '/api/users',
      a.admin.token,
      newUser({ role: 'superadmin', organizationId: b.organization.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'worker', organizationId: a.organization.id });
  });

  it('cannot create users before having an organization', async () => {
    const admin = await register(ctx.app);
    const before = await userCount();
    expect((await call('POST', '/api/users', admin.token, newUser())).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('lists only their own workers, and never another organization’s', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const aWorker = await workerOf(ctx.app, a.admin.token);
    await workerOf(ctx.app, b.admin.token);
    const list = (await call('GET', '/api/users', a.admin.token)).json() as Array<{
      id: number;
      role: string;
      organizationId: number;
    }>;
    expect(list.map((u) => u.id)).toEqual([aWorker.user.id]);
    const workers = (
      await call('GET', `/api/users/workers?organizationId=${b.organization.id}`, a.admin.token)
    ).json();
    expect(workers).toEqual([
      {
        id: aWorker.user.id,
        username: aWorker.username,
        email: aWorker.user.email,
        firstName: 'Will',
        lastName: aWorker.user.lastName,
      },
    ]);
  });

  it('edits a worker, and a blank password keeps the current one', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const response = await call('PUT', `/api/users/${worker.user.id}`, admin.token, {
      firstName: 'Wilma',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().firstName).toBe('Wilma');
    expect((await login(ctx.app, worker.username, worker.password)).user.firstName).toBe('Wilma');
  });

  it('sets a new password for a worker, which signs the worker out everywhere', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect(
      (
        await call('PUT', `/api/users/${worker.user.id}`, admin.token, {
          password: 'brand-new-password',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(worker.token)).statusCode).toBe(401);
    await login(ctx.app, worker.username, 'brand-new-password');
  });

  it("cannot touch another organization's worker: 404, and nothing changes", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const bWorker = await workerOf(ctx.app, b.admin.token);
    const update = await call('PUT', `/api/users/${bWorker.user.id}`, a.admin.token, {
      firstName: 'Stolen',
    });
    const remove = await call('DELETE', `/api/users/${bWorker.user.id}`, a.admin.token);
    expect(update.statusCode).toBe(404);
    expect(remove.statusCode).toBe(404);
    expect((await userRow(bWorker.user.id))!.firstName).toBe('Will');
  });

  it('cannot edit or delete another admin or a superadmin', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const root = await superadmin(ctx.app, ctx.db);
    for (const id of [root.user.id]) {
      expect(
        (await call('PUT', `/api/users/${id}`, a.admin.token, { firstName: 'X' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/users/${id}`, a.admin.token)).statusCode).toBe(404);
    }
  });

  it('cannot turn a worker into an admin or move them to another organization', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, a.admin.token);
    expect(
      (await call('PUT', `/api/users/${worker.user.id}`, a.admin.token, { role: 'org_admin' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/users/${worker.user.id}`, a.admin.token, {
          organizationId: b.organization.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(await userRow(worker.user.id)).toMatchObject({
      role: 'worker',
      organizationId: a.organization.id,
    });
  });

  it('cannot delete their own account', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await call('DELETE', `/api/users/${admin.user.id}`, admin.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot delete your own account');
    expect(await userRow(admin.user.id)).toBeDefined();
  });

  it('deletes a worker, whose token stops working at once', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await call('DELETE', `/api/users/${worker.user.id}`, admin.token)).statusCode).toBe(
      204,
    );
    expect(await userRow(worker.user.id)).toBeUndefined();
    expect((await me(worker.token)).statusCode).toBe(401);
  });

  it('refuses a taken username or e-mail with 409', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const dupName = await call(
      'POST',
      '/api/users',
      admin.token,
      newUser({ username: worker.username.toUpperCase() }),
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().fieldErrors).toEqual({ username: 'This username is not available' });
    const other = await workerOf(ctx.app, admin.token);
    const dupEmail = await call('PUT', `/api/users/${other.user.id}`, admin.token, {
      email: worker.user.email,
    });
    expect(dupEmail.statusCode).toBe(409);
  });

  it('validates the users form on the server with the spec messages', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await call('POST', '/api/users', admin.token, {
      username: 'ab',
      email: 'x',
      password: 'short',
      firstName: '',
      lastName: '',
      role: 'boss',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      role: 'Choose a valid role',
    });
  });
});

describe('everyone and their own account', () => {
  it('a worker updates their own profile but cannot change their role or organization', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const profile = await call('PUT', `/api/users/${worker.user.id}`, worker.token, {
      firstName: 'Wendy',
      lastName: 'Welder',
      email: 'wendy@example.com',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      firstName: 'Wendy',
      lastName: 'Welder',
      email: 'wendy@example.com',
      role: 'worker',
    });

    const promote = await call('PUT', `/api/users/${worker.user.id}`, worker.token, {
      role: 'org_admin',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('You cannot change your own role or organization');
    expect(await userRow(worker.user.id)).toMatchObject({
      role: 'worker',
      organizationId: organization.id,
    });
  });

  it('nobody sets their own password without the current one', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await call('PUT', `/api/users/${admin.user.id}`, admin.token, {
      password: 'sneaky-new-password',
    });
    expect(response.statusCode).toBe(400);
    await login(ctx.app, admin.username, admin.password);
  });

  it('a worker cannot list, create, edit or delete others', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const colleague = await workerOf(ctx.app, admin.token);
    expect((await call('GET', '/api/users', worker.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/workers', worker.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/users', worker.token, newUser())).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/users/${colleague.user.id}`, worker.token, { firstName: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/users/${colleague.user.id}`, worker.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/users/${admin.user.id}`, worker.token, { firstName: 'X' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a superadmin managing users', () => {
  it('sees every account except workers', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const list = (await call('GET', '/api/users', root.token)).json() as Array<{
      id: number;
      role: string;
    }>;
    expect(list.some((u) => u.id === admin.user.id)).toBe(true);
    expect(list.some((u) => u.id === worker.user.id)).toBe(false);
    expect(list.every((u) => u.role !== 'worker')).toBe(true);
  });

  it('cannot create a worker, and nothing is stored', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const before = await userCount();
    const response = await call('POST', '/api/users', root.token, newUser({ role: 'worker' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Superadmins cannot create worker accounts');
    expect(await userCount()).toBe(before);
  });

  it('creates an org admin for an organization given as a string id', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { organization } = await organizationWithAdmin(ctx.app);
    const response = await call(
      'POST',
      '/api/users',
      root.token,
      newUser({ role: 'org_admin', organizationId: String(organization.id) }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 'org_admin',
      organizationId: organization.id,
      organization: { name: organization.name },
    });
  });

  it("treats 'none' as no organization and refuses an unknown one", async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const none = await call(
      'POST',
      '/api/users',
      root.token,
      newUser({ role: 'org_admin', organizationId: 'none' }),
    );
    expect(none.json().organizationId).toBeNull();
    const unknown = await call(
      'POST',
      '/api/users',
      root.token,
      newUser({ role: 'org_admin', organizationId: 999999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['organizationId']);
  });

  it('cannot make anyone a worker', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await call('PUT', `/api/users/${admin.user.id}`, root.token, {
      role: 'worker',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Superadmins cannot create or update to worker accounts');
    expect((await userRow(admin.user.id))!.role).toBe('org_admin');
  });

  it('moving an admin to another organization signs them out', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const moved = await call('PUT', `/api/users/${a.admin.user.id}`, root.token, {
      organizationId: b.organization.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await me(a.admin.token)).statusCode).toBe(401);
  });

  it('demoting a superadmin ends their sessions at once', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const created = await call('POST', '/api/users', root.token, newUser({ role: 'superadmin' }));
    const second = await login(ctx.app, created.json().username, 'correct-horse-battery');
    expect(
      (await call('PUT', `/api/users/${second.user.id}`, root.token, { role: 'org_admin' }))
        .statusCode,
    ).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('cannot change their own role', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    expect(
      (await call('PUT', `/api/users/${root.user.id}`, root.token, { role: 'org_admin' }))
        .statusCode,
    ).toBe(403);
  });
});
