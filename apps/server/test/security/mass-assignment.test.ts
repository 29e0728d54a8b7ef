import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { can } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { TENANT_TABLES } from '../support/populated-organization.js';
import {
  idColumnOf,
  idForRoute,
  organizationSnapshot,
  populatedOrganization,
} from '../support/populated-organization.js';
import { validBodyFor } from '../support/valid-bodies.js';
import { recordBattery } from '../support/battery.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FORGED_ID = 987_654;
const FORGED_HASH = '$argon2id$forged';
// The organizations' own rows and the account tables a forged body could reach.
const TABLES = [...TENANT_TABLES, 'sessions', 'activity', 'notifications'];

/** What no body may ever set: the record's id, its owner, a role, a password hash, server stamps. */
const forgedFields = (otherOrganizationId: number, otherUserId: number) => ({
  id: FORGED_ID,
  organizationId: otherOrganizationId,
  organization_id: otherOrganizationId,
  role: 'superadmin',
  passwordHash: FORGED_HASH,
  password_hash: FORGED_HASH,
  userId: otherUserId,
  impersonatorUserId: otherUserId,
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  assignmentDate: '2000-01-01',
  checkoutDate: '2000-01-01',
});

describe('mass assignment', () => {
  it('every write ignores or refuses fields it does not own, for admins and workers alike', async ({
    task,
  }) => {
    const a = await populatedOrganization(ctx.app, 'A');
    const b = await populatedOrganization(ctx.app, 'B');
    const superadminsBefore = (
      await ctx.db.execute(
        sql.raw("select count(*)::int as n from users where role = 'superadmin'"),
      )
    ).rows[0];
    const bBefore = await organizationSnapshot(ctx.db, b.organization.id);

    const writes = ctx.app.routeInventory.filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        route.access !== 'public' &&
        route.url !== '/api/auth/logout' &&
        route.url !== '/api/upload/logo' &&
        route.url !== '/api/imports',
    );
    let cases = 0;
    for (const route of writes) {
      for (const [role, session] of [
        ['org_admin', a.admin],
        ['worker', a.worker],
      ] as const) {
        if (route.access === 'public' || !can(role, route.access)) continue;
        const id = route.url.includes(':id') ? idForRoute(route.url, a.ids) : undefined;
        const payload = {
          ...validBodyFor(route, a, role),
          ...forgedFields(b.organization.id, b.worker.user.id),
        };
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(':id', String(id)),
          headers: bearer(session.token),
          payload,
        });
        expect(
          response.statusCode,
          `${role} ${route.method} ${route.url}: ${response.body}`,
        ).toBeLessThan(500);
        cases += 1;
      }
    }

    for (const table of TABLES) {
      const forged = await ctx.db.execute(
        sql.raw(
          `select count(*)::int as n from ${table} where ${idColumnOf(table)} = ${FORGED_ID}`,
        ),
      );
      expect(forged.rows[0], `${table} holds the forged id`).toEqual({ n: 0 });
    }
    expect(
      (
        await ctx.db.execute(
          sql.raw(`select count(*)::int as n from users where password_hash = '${FORGED_HASH}'`),
        )
      ).rows[0],
    ).toEqual({ n: 0 });
    expect(
      (
        await ctx.db.execute(
          sql.raw("select count(*)::int as n from users where role = 'superadmin'"),
        )
      ).rows[0],
    ).toEqual(superadminsBefore);
    expect(
      (
        await ctx.db.execute(
          sql.raw(
            `select count(*)::int as n from users where id = ${a.worker.user.id} and role = 'worker' and organization_id = ${a.organization.id}`,
          ),
        )
      ).rows[0],
    ).toEqual({ n: 1 });
    expect(
      (
        await ctx.db.execute(
          sql.raw(
            "select count(*)::int as n from tools where created_at < '2001-01-01' or assignment_date < '2001-01-01'",
          ),
        )
      ).rows[0],
    ).toEqual({ n: 0 });
    expect(await organizationSnapshot(ctx.db, b.organization.id)).toBe(bBefore);
    expect(cases).toBeGreaterThan(30);
    recordBattery(task, 'mass assignment', { 'write routes': writes.length, cases });
  });
});
