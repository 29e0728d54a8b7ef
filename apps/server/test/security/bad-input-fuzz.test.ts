import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { idForRoute, TENANT_TABLES } from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { allowedRole } from '../support/valid-bodies.js';
import { recordBattery } from '../support/battery.js';
import { documentedStatuses } from '../support/documented-statuses.js';

let ctx: TestContext;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;
beforeAll(async () => {
  ctx = await createTestApp();
  documented = await documentedStatuses(ctx.app);
});
afterAll(() => ctx.close());

const NASTY_STRINGS = [
  "'; drop table users; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '\u202Eevil',
  '𝕿𝖔𝖔𝖑𝖞𝖆𝖗𝖉 🛠️',
  'İstanbul ß ǅ',
  '%00%27',
  '{{constructor.constructor("return process")()}}',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, '1e400', 'NaN', ''),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'role',
          'organizationId',
          'id',
          'passwordHash',
        ),
        fc.string({ maxLength: 12 }),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

/** A body for a route: either a whole nasty value, or the route's own field names with nasty values. */
const FIELD_NAMES = [
  'name',
  'title',
  'content',
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'role',
  'organizationId',
  'branchId',
  'siteId',
  'status',
  'odometerReading',
  'year',
  'capacity',
  'reportDate',
  'winterMonths',
  'primaryColor',
  'managerId',
  'assignedUserId',
  'storageUnitId',
  'parkingLocationId',
  'notes',
  'currentPassword',
  'newPassword',
  'action',
  'toolId',
  'vehicleId',
  'tireYear',
  'logoUrl',
];
const nastyBody = fc.oneof(
  nastyValue,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { minKeys: 1, maxKeys: 8 }),
);

const rowCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of TENANT_TABLES) {
    counts[table] = Number(
      (await ctx.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!
        .n,
    );
  }
  return counts;
};

// Signing out or changing one's password would end the very session the fuzzer uses.
const SKIPPED = new Set(['POST /api/auth/logout']);

describe('bad input', () => {
  it('every JSON endpoint answers nonsense with a 4xx and a message — never a 5xx — and stores nothing', async ({
    task,
  }) => {
    const org = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
    const worker = await workerOf(ctx.app, org.admin.token);
    const tool = await create(ctx.app, org.admin.token, '/api/tools', {
      name: 'Drill',
      branchId: branch.id,
      siteId: site.id,
    });
    const tokens = {
      superadmin: (await superadmin(ctx.app, ctx.db)).token,
      org_admin: org.admin.token,
      worker: worker.token,
    };
    const ids: Record<string, number> = {
      tools: tool.id,
      branches: branch.id,
      sites: site.id,
      users: worker.user.id,
      organizations: org.organization.id,
      impersonate: worker.user.id,
    };

    const routes = ctx.app.routeInventory.filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        !SKIPPED.has(`${route.method} ${route.url}`),
    );
    let tried = 0;
    for (const route of routes) {
      const url = route.url.replace(':id', String(idForRoute(route.url, ids) ?? 1));
      const token = tokens[allowedRole(route)];
      await fc.assert(
        fc.asyncProperty(nastyBody, async (body) => {
          const before = await rowCounts();
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          tried += 1;
          expect(
            response.statusCode,
            `${route.method} ${route.url} with ${JSON.stringify(body)?.slice(0, 200)}`,
          ).toBeLessThan(500);
          expect(
            documented(route),
            `${route.method} ${route.url} answered ${response.statusCode}, which its OpenAPI entry does not list`,
          ).toContain(response.statusCode);
          if (response.statusCode >= 400) {
            const answer = response.json();
            expect(typeof answer.message).toBe('string');
            expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|node_modules|stack/i);
            expect(await rowCounts()).toEqual(before);
          }
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
    recordBattery(task, 'bad input (fuzzer)', {
      'JSON endpoints': routes.length,
      'bodies tried': tried,
    });
    expect(tried).toBeGreaterThan(500);
  }, 300_000);

  it('answers a body over 1 MB with 413 on every JSON endpoint', async ({ task }) => {
    const org = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, org.admin.token);
    const tokens = {
      superadmin: (await superadmin(ctx.app, ctx.db)).token,
      org_admin: org.admin.token,
      worker: worker.token,
    };
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    const routes = ctx.app.routeInventory.filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        route.url !== '/api/upload/logo' &&
        route.url !== '/api/imports',
    );
    for (const route of routes) {
      const token = tokens[allowedRole(route)];
      const url = route.url.replace(':id', '1');
      const response = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: big,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(
        documented(route),
        `${route.method} ${route.url}: 413 is not in its OpenAPI entry`,
      ).toContain(413);
    }
    recordBattery(task, 'body size limit, 413', { routes: routes.length });
  });
});
