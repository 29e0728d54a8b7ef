import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { can, PERMISSIONS, ROLES, type Role } from '@toolyard/shared';
import type { RouteRecord } from '../../src/http/auth-guard.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, login, type Session } from '../support/fixtures.js';
import {
  idForRoute,
  isStreamingRoute,
  organizationSnapshot,
  populatedOrganization,
} from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { validBodyFor, type PopulatedOrganization } from '../support/valid-bodies.js';
import { recordBattery } from '../support/battery.js';
import { documentedStatuses } from '../support/documented-statuses.js';

let ctx: TestContext;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;
beforeAll(async () => {
  ctx = await createTestApp();
  documented = await documentedStatuses(ctx.app);
});
afterAll(() => ctx.close());

const call = async (route: RouteRecord, a: PopulatedOrganization, role: Role, token: string) => {
  const id = route.url.includes(':id') ? idForRoute(route.url, a.ids) : undefined;
  const payload = validBodyFor(route, a, role);
  const url = route.url
    .replace(':id', String(id))
    .replace('/count', `/count?organizationId=${a.organization.id}`);
  const response = await ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  // Whatever a route answers, its OpenAPI entry lists (docs: /api/docs/json).
  expect(
    documented(route),
    `${role} ${route.method} ${route.url} answered ${response.statusCode}, which its OpenAPI entry does not list`,
  ).toContain(response.statusCode);
  return response;
};

const platformCounts = async () =>
  (
    await ctx.db.execute(
      sql.raw(
        'select (select count(*) from users) as users, (select count(*) from organizations) as organizations, (select count(*) from sessions where revoked_at is null) as sessions',
      ),
    )
  ).rows[0];

// These end the session that makes them; an allowed caller makes them with a fresh one.
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

describe('role matrix: every route × every role, from the permission table', () => {
  it('refuses every role the table does not list with 403, and nothing changes', async ({
    task,
  }) => {
    const a = await populatedOrganization(ctx.app, 'A');
    const sessions: Record<Role, Session> = {
      superadmin: await superadmin(ctx.app, ctx.db),
      org_admin: a.admin,
      worker: a.worker,
    };
    const guarded = ctx.app.routeInventory.filter((route) => route.access !== 'public');
    const before = {
      organization: await organizationSnapshot(ctx.db, a.organization.id),
      platform: await platformCounts(),
    };

    let refused = 0;
    for (const route of guarded) {
      if (route.access === 'public') continue;
      for (const role of ROLES.filter(
        (candidate) => !can(candidate, route.access as keyof typeof PERMISSIONS),
      )) {
        const response = await call(route, a, role, sessions[role].token);
        expect(response.statusCode, `${role} ${route.method} ${route.url}: ${response.body}`).toBe(
          403,
        );
        expect(response.json()).toMatchObject({ code: 'forbidden' });
        refused += 1;
      }
    }
    expect(await organizationSnapshot(ctx.db, a.organization.id)).toBe(before.organization);
    expect(await platformCounts()).toEqual(before.platform);
    expect(refused).toBeGreaterThan(50);
    recordBattery(task, 'role matrix: refused', { routes: guarded.length, cases: refused });
  });

  it('lets every role the table lists through the role check', async ({ task }) => {
    const a = await populatedOrganization(ctx.app, 'A');
    const admin = await superadmin(ctx.app, ctx.db);
    const sessions: Record<Role, Session> = {
      superadmin: admin,
      org_admin: a.admin,
      worker: a.worker,
    };
    // Deletes last (users last of all: deleting the worker ends the worker's session).
    const order = (route: RouteRecord) =>
      route.method === 'DELETE' ? (route.url.startsWith('/api/users') ? 2 : 1) : 0;
    const guarded = ctx.app.routeInventory
      .filter((route) => route.access !== 'public' && !isStreamingRoute(route))
      .sort((x, y) => order(x) - order(y));

    let allowed = 0;
    for (const route of guarded) {
      for (const role of ROLES.filter((candidate) =>
        can(candidate, route.access as keyof typeof PERMISSIONS),
      )) {
        const session = sessions[role];
        const token = ENDS_SESSION.has(`${route.method} ${route.url}`)
          ? (await login(ctx.app, session.username, session.password)).token
          : session.token;
        const response = await call(route, a, role, token);
        expect(
          [401, 403],
          `${role} ${route.method} ${route.url} was refused: ${response.body}`,
        ).not.toContain(response.statusCode);
        expect(
          response.statusCode,
          `${role} ${route.method} ${route.url}: ${response.body}`,
        ).toBeLessThan(500);
        allowed += 1;
      }
    }
    expect(allowed).toBeGreaterThan(80);
    recordBattery(task, 'role matrix: allowed', { routes: guarded.length, cases: allowed });
  });

  it('has no permission that no route uses, and no route outside the table', () => {
    const used = new Set(ctx.app.routeInventory.map((route) => route.access));
    const unused = Object.keys(PERMISSIONS).filter(
      (permission) => !used.has(permission as keyof typeof PERMISSIONS),
    );
    expect(unused).toEqual([]);
    for (const route of ctx.app.routeInventory) {
      expect(
        route.access === 'public' || Object.hasOwn(PERMISSIONS, route.access),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
  });
});
