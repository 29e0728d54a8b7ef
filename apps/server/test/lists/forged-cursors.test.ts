import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import { recordBattery } from '../support/battery.js';

/** A cursor is ours to read: a forged one is a 400 on every list, never a query that fails. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LISTS = [
  '/api/tools',
  '/api/vehicles',
  '/api/reports',
  '/api/sites',
  '/api/branches',
  '/api/storage-units',
  '/api/parking-locations',
  '/api/users',
  '/api/users/workers',
];
/** How many values a list's cursor holds (its sort columns, id last). */
const ARITY: Record<string, number> = {
  '/api/vehicles': 3,
  '/api/users': 3,
  '/api/users/workers': 3,
};
const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** Cursors no list ever hands out, shaped for the list's own arity. */
const forgedFor = (list: string) => {
  const arity = ARITY[list] ?? 2;
  const leading = (value: unknown) => Array.from({ length: arity - 1 }, () => value);
  const forged = [
    cursor([...leading('a\u0000b'), 5]),
    cursor([...leading({ nested: true }), 5]),
    cursor([...leading(1e308), 5]),
    cursor([...leading('x'.repeat(1001)), 5]),
    cursor([...leading('a'), 0]),
    cursor([...leading('a'), -1]),
    cursor([...leading('a'), 2 ** 40]),
    cursor([...leading('a'), '5']),
    cursor([...leading('a'), 'a', 5]),
    cursor(['a']),
    cursor('just a string'),
    'not base64 at all!',
  ];
  // A report's order starts with its date: anything but a real day is forged.
  if (list === '/api/reports')
    forged.push(
      cursor(['not-a-date', 5]),
      cursor(['2026-02-30', 5]),
      cursor(['2026-11-20T00:00:00Z', 5]),
    );
  return forged;
};

describe('forged list cursors', () => {
  it('answer 400 with a field message on every list, and a real cursor still pages', async ({
    task,
  }) => {
    const org = await organizationWithAdmin(ctx.app);
    const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
    await create(ctx.app, org.admin.token, '/api/tools', { name: 'Drill', branchId: branch.id });
    await create(ctx.app, org.admin.token, '/api/tools', { name: 'Saw', branchId: branch.id });
    await create(ctx.app, org.admin.token, '/api/reports', {
      title: 'Pour',
      content: 'x',
      siteId: site.id,
      reportDate: '2026-11-20',
    });

    let tried = 0;
    for (const list of LISTS) {
      for (const forged of forgedFor(list)) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${list}?limit=1&cursor=${encodeURIComponent(forged)}`,
          headers: bearer(org.admin.token),
        });
        expect(
          response.statusCode,
          `${list} with ${Buffer.from(forged, 'base64url').toString()}: ${response.body}`,
        ).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fieldErrors: { cursor: expect.any(String) },
        });
        tried += 1;
      }
    }
    const first = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/tools?limit=1',
        headers: bearer(org.admin.token),
      })
    ).json() as { items: unknown[]; nextCursor: string };
    const second = await ctx.app.inject({
      method: 'GET',
      url: `/api/tools?limit=1&cursor=${first.nextCursor}`,
      headers: bearer(org.admin.token),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().items).toMatchObject([{ name: 'Saw' }]);
    recordBattery(task, 'forged list cursors, 400', { lists: LISTS.length, cursors: tried });
  });
});
