import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { matchesSearch, TOOL_STATUSES } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, create, organizationWithAdmin, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Tool = {
  id: number;
  name: string;
  description: string | null;
  serialNumber: string | null;
  status: string;
  branch: { name: string };
  site: { name: string } | null;
};
type Page = { items: Tool[]; nextCursor: string | null };

const get = async (token: string, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** Every page of a list from the first, following nextCursor; `between` runs after each page. */
const allPages = async (
  token: string,
  url: string,
  between: () => Promise<void> = async () => undefined,
) => {
  const seen: Tool[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await get(
      token,
      `${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(7);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    await between();
  } while (cursor && pages < 100);
  return seen;
};

const NAMES = [
  'Bohrhammer Hilti',
  'Drill',
  'drill press',
  'Ölabscheider',
  'Rüttelplatte',
  'Şantiye lambası',
  'Kabelrolle 50%',
  'Laser_level',
  'Winkelschleifer',
  'Zange',
];

const organizationWithTools = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const munich = await create(ctx.app, token, '/api/branches', {
    name: 'München Nord',
    address: 'x',
  });
  const sarajevo = await create(ctx.app, token, '/api/branches', {
    name: 'Sarajevo',
    address: 'x',
  });
  const site = await create(ctx.app, token, '/api/sites', {
    name: 'Baustelle Zürich',
    address: 'y',
    branchId: sarajevo.id,
  });
  const worker = await workerOf(ctx.app, token);
  const tools: Tool[] = [];
  for (let i = 0; i < 30; i += 1) {
    const name = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${i}` : ''}`;
    const tool = (await create(ctx.app, token, '/api/tools', {
      name,
      description: i % 3 === 0 ? 'Für Beton und Stein' : null,
      serialNumber: i % 4 === 0 ? `SN-${1000 + i}` : null,
      branchId: i % 2 === 0 ? munich.id : sarajevo.id,
      siteId: i % 10 === 5 || i % 10 === 9 ? site.id : null,
    })) as unknown as Tool;
    if (i % 3 === 1) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/tools/${tool.id}/status`,
        headers: bearer(token),
        payload: { status: 'maintenance' },
      });
    }
    if (i % 7 === 2) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/tools/${tool.id}/status`,
        headers: bearer(token),
        payload: { status: 'pending_confirmation', assignedUserId: worker.user.id },
      });
    }
    tools.push(tool);
  }
  return { token, branchId: munich.id };
};

describe('tool list pages (keyset)', () => {
  it('answers the plain GET as the whole array, as the spec says', async () => {
    const { token } = await organizationWithTools();
    const all: Tool[] = await get(token, '/api/tools');
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(30);
  });

  it('returns every row exactly once, in list order, while rows are inserted between pages', async () => {
    const { token, branchId } = await organizationWithTools();
    let inserted = 0;
    // New tools land before, inside and after the part already read.
    const insert = async () => {
      inserted += 1;
      await create(ctx.app, token, '/api/tools', {
        name: ['AAA early', 'Mitte', 'zzz late'][inserted % 3]! + ` ${inserted}`,
        branchId,
      });
    };
    const before: Tool[] = await get(token, '/api/tools');
    const seen = await allPages(token, '/api/tools', insert);

    const ids = seen.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length); // never twice
    for (const tool of before) expect(ids).toContain(tool.id); // every row that existed throughout
    const after: Tool[] = await get(token, '/api/tools');
    // The pages are in the plain list's order (which includes the rows inserted meanwhile).
    const order = after.map((tool) => tool.id);
    expect(ids).toEqual(order.filter((id) => ids.includes(id)));
    expect(inserted).toBeGreaterThan(3);
  });

  it('gives, for every status tab and search, the same rows as the spec’s client-side rule', async () => {
    const { token } = await organizationWithTools();
    const all: Tool[] = await get(token, '/api/tools');
    const queries = [
      'dri',
      'DRILL',
      'ölab',
      'olab',
      'rüttel',
      'ruttel',
      'şantiye',
      'santiye',
      'beton',
      'sn-10',
      'münchen',
      'munchen nord',
      'zürich',
      'sarajevo',
      '50%',
      'laser_',
      '%',
      '_',
      'xyz-nothing',
      '  zange  ',
    ];
    let compared = 0;
    for (const status of [undefined, ...TOOL_STATUSES]) {
      for (const search of [undefined, ...queries]) {
        const expected = all
          .filter((tool) => !status || tool.status === status)
          .filter((tool) =>
            matchesSearch(search ?? '', [
              tool.name,
              tool.description,
              tool.serialNumber,
              tool.branch.name,
              tool.site?.name,
            ]),
          )
          .map((tool) => tool.id);
        const params = new URLSearchParams({
          ...(status ? { status } : {}),
          ...(search ? { search } : {}),
        });
        const paged = await allPages(token, `/api/tools?${params}`);
        expect(
          paged.map((tool) => tool.id),
          `status=${status} search=${search}`,
        ).toEqual(expected);
        const plain: Tool[] = await get(token, `/api/tools?${params}`);
        expect(plain.map((tool) => tool.id)).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(5 * 21);
  });

  it('refuses a forged or foreign cursor and a limit out of range with 400', async () => {
    const { token } = await organizationWithTools();
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'cursor=not-base64-json',
      `cursor=${Buffer.from('[1]').toString('base64url')}`,
      `cursor=${Buffer.from('["a","b"]').toString('base64url')}`,
      'status=flying',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/tools?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('never pages into another organization’s tools', async () => {
    const a = await organizationWithTools();
    const b = await organizationWithAdmin(ctx.app);
    const page: Page = await get(b.admin.token, '/api/tools?limit=50');
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
    const aFirst: Page = await get(a.token, '/api/tools?limit=1');
    const continued: Page = await get(
      b.admin.token,
      `/api/tools?limit=50&cursor=${encodeURIComponent(aFirst.nextCursor!)}`,
    );
    expect(continued.items).toEqual([]);
  });

  it('finds rows by the new name of their branch, site or author right after a rename', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const token = org.admin.token;
    const branch = await create(ctx.app, token, '/api/branches', {
      name: 'Alpha yard',
      address: 'x',
    });
    const site = await create(ctx.app, token, '/api/sites', {
      name: 'Old site',
      address: 'y',
      branchId: branch.id,
    });
    const tool = await create(ctx.app, token, '/api/tools', {
      name: 'Core drill',
      branchId: branch.id,
      siteId: site.id,
    });
    const worker = await workerOf(ctx.app, token);
    const report = await create(ctx.app, worker.token, '/api/reports', {
      title: 'Day one',
      content: 'x',
      siteId: site.id,
      reportDate: '2026-11-20',
    });
    const ids = async (url: string) =>
      ((await get(token, url)) as Array<{ id: number }>).map((row) => row.id);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/branches/${branch.id}`,
      headers: bearer(token),
      payload: { name: 'Bravo Depot', address: 'x' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/sites/${site.id}`,
      headers: bearer(token),
      payload: { name: 'Neue Baustelle', address: 'y', branchId: branch.id },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${worker.user.id}`,
      headers: bearer(token),
      payload: { firstName: 'Zoran', lastName: 'Đukić' },
    });

    expect(await ids('/api/tools?search=bravo depot')).toEqual([tool.id]);
    expect(await ids('/api/tools?search=alpha')).toEqual([]);
    expect(await ids('/api/tools?search=neue baustelle')).toEqual([tool.id]);
    expect(await ids('/api/sites?search=bravo')).toEqual([site.id]);
    expect(await ids('/api/reports?search=zoran đuk')).toEqual([report.id]);
    expect(await ids('/api/reports?search=neue')).toEqual([report.id]);
  });

  it('gives the same rows whether a search is common (list-order walk) or rare (trigram index first)', async () => {
    const { token, branchId } = await organizationWithTools();
    const me = (await get(token, '/api/auth/me')) as { organizationId: number };
    // Enough rows that "bulk" is a common word (above the planner estimate threshold) and
    // "rare-7" a rare one; written in SQL because 6,000 API calls would be slow.
    await ctx.db.execute(
      sql.raw(`insert into tools (organization_id, name, branch_id, description)
      select ${me.organizationId}, 'Bulk item ' || i, ${branchId}, case when i % 500 = 7 then 'rare-7 batch' end from generate_series(1, 6000) as i`),
    );
    await ctx.db.execute(sql.raw('analyze tools'));
    const all: Tool[] = await get(token, '/api/tools');
    for (const search of ['bulk', 'item 1', 'rare-7', 'drill']) {
      const expected = all
        .filter((tool) =>
          matchesSearch(search, [
            tool.name,
            tool.description,
            tool.serialNumber,
            tool.branch.name,
            tool.site?.name,
          ]),
        )
        .map((tool) => tool.id);
      const first: Page = await get(
        token,
        `/api/tools?limit=50&search=${encodeURIComponent(search)}`,
      );
      expect(
        first.items.map((tool) => tool.id),
        search,
      ).toEqual(expected.slice(0, 50));
      if (expected.length <= 200) {
        expect(
          (await allPages(token, `/api/tools?search=${encodeURIComponent(search)}`)).map(
            (tool) => tool.id,
          ),
          search,
        ).toEqual(expected);
      }
    }
  });

  it("answers the tire alert's question with only the vehicles on that kind of tyre", async () => {
    const org = await organizationWithAdmin(ctx.app);
    const token = org.admin.token;
    const branch = await create(ctx.app, token, '/api/branches', { name: 'Fleet', address: 'x' });
    const vehicle = (plate: string, tireType: string | null) =>
      create(ctx.app, token, '/api/vehicles', {
        make: 'VW',
        model: 'Crafter',
        year: 2021,
        licensePlate: plate,
        branchId: branch.id,
        tireType,
      });
    const summer = await vehicle('S-1', 'summer');
    await vehicle('W-1', 'winter');
    await vehicle('A-1', 'all_season');
    await vehicle('N-1', null);
    expect(
      ((await get(token, '/api/vehicles?tireType=summer')) as Array<{ id: number }>).map(
        (row) => row.id,
      ),
    ).toEqual([summer.id]);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles?tireType=snow',
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(400);
  });
});
