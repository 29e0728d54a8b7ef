import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activity, sessions } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const impersonate = (token: string, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/impersonate/${id}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/impersonate/{id}', () => {
  it('gives a superadmin a separate session as the user, recorded with both people', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const response = await impersonate(root.token, admin.user.id);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({ id: admin.user.id, role: 'org_admin' });
    expect(token).not.toBe(root.token);
    expect((await me(token)).json().id).toBe(admin.user.id);
    expect((await me(root.token)).json().id).toBe(root.user.id);

    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.userId, admin.user.id), eq(sessions.impersonatorUserId, root.user.id)),
      );
    expect(session).toBeDefined();
    const [started] = await ctx.db
      .select()
      .from(activity)
      .where(eq(activity.action, 'impersonation_started'));
    expect(started).toMatchObject({
      actorUserId: root.user.id,
      entityId: admin.user.id,
      organizationId: organization.id,
    });
  });

  it('attributes what is done while impersonating to both users', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const { token } = (await impersonate(root.token, admin.user.id)).json();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: {
        username: 'made-while-impersonating',
        email: 'made@example.com',
        password: 'long-enough-1',
        firstName: 'M',
        lastName: 'W',
        role: 'worker',
      },
    });
    expect(created.statusCode).toBe(201);
    const [entry] = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'user_created'), eq(activity.entityId, created.json().id)));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, impersonatorUserId: root.user.id });
  });

  it('ends on release (logout with its token), leaving the superadmin signed in', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const { token } = (await impersonate(root.token, admin.user.id)).json();
    const release = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(release.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(root.token)).statusCode).toBe(200);
    const ended = await ctx.db
      .select()
      .from(activity)
      .where(
        and(
          eq(activity.action, 'impersonation_ended'),
          eq(activity.impersonatorUserId, root.user.id),
        ),
      );
    expect(ended).toHaveLength(1);
  });

  it('ends when the superadmin signs out of their own session, and the audit trail says so', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const { token } = (await impersonate(root.token, admin.user.id)).json();
    expect((await me(token)).statusCode).toBe(200);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(root.token),
    });
    expect(signOut.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
    const ended = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'impersonation_ended'), eq(activity.entityId, admin.user.id)));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actorUserId: root.user.id,
      organizationId: admin.user.organizationId,
    });
  });

  it('is for superadmins only', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await impersonate(admin.token, worker.user.id)).statusCode).toBe(403);
    expect((await impersonate(worker.token, admin.user.id)).statusCode).toBe(403);
  });

  it('refuses oneself, another superadmin, and an unknown user', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const self = await impersonate(root.token, root.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot impersonate yourself');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(root.token),
      payload: {
        username: 'second-root',
        email: 'second-root@example.com',
        password: 'long-enough-1',
        firstName: 'S',
        lastName: 'R',
        role: 'superadmin',
      },
    });
    expect((await impersonate(root.token, other.json().id)).statusCode).toBe(403);
    expect((await impersonate(root.token, 999999)).statusCode).toBe(404);
  });

  it('cannot be nested, and superadmin-only endpoints refuse an impersonation session', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const { token } = (await impersonate(root.token, admin.user.id)).json();
    expect((await impersonate(token, worker.user.id)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/organizations', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
  });
});
