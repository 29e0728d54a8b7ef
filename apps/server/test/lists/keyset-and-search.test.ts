import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch, TOOL_STATUSES } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, create, organizationWithAdmin, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Tool = { id: number; name: string; description: string | null; serialNumber: string | null; status: string; branch: { name: string }; site: { name: string } | null };
type Page = { items: Tool[]; nextCursor: string | null };

const get = async (token: string, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** Every page of a list from the first, following nextCursor; `between` runs after each page. */
const allPages = async (token: string, url: string, between: () => Promise<void> = async () => undefined) => {
  const seen: Tool[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await get(token, `${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(7);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    await between();
  } while (cursor && pages < 100);
  return seen;
};

const NAMES = ['Bohrhammer Hilti', 'Drill', 'drill press', 'Ölabscheider', 'Rüttelplatte', 'Şantiye lambası', 'Kabelrolle 50%', 'Laser_level', 'Winkelschleifer', 'Zange'];

const organizationWithTools = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const munich = await create(ctx.app, token, '/api/branches', { name: 'München Nord', address: 'x' });
  const sarajevo = await create(ctx.app, token, '/api/branches', { name: 'Sarajevo', address: 'x' });
  const site = await create(ctx.app, token, '/api/sites', { name: 'Baustelle Zürich', address: 'y', branchId: sarajevo.id });
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
      await ctx.app.inject({ method: 'POST', url: `/api/tools/${tool.id}/status`, headers: bearer(token), payload: { status: 'maintenance' } });
    }
    if (i % 7 === 2) {
      await ctx.app.inject({ method: 'POST', url: `/api/tools/${tool.id}/status`, headers: bearer(token), payload: { status: 'pending_confirmation', assignedUserId: worker.user.id } });
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
      await create(ctx.app, token, '/api/tools', { name: ['AAA early', 'Mitte', 'zzz late'][inserted % 3]! + ` ${inserted}`, branchId });
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
    const queries = ['dri', 'DRILL', 'ölab', 'olab', 'rüttel', 'ruttel', 'şantiye', 'santiye', 'beton', 'sn-10', 'münchen', 'munchen nord', 'zürich', 'sarajevo', '50%', 'laser_', '%', '_', 'xyz-nothing', '  zange  '];
    let compared = 0;
    for (const status of [undefined, ...TOOL_STATUSES]) {
      for (const search of [undefined, ...queries]) {
        const expected = all
          .filter((tool) => !status || tool.status === status)
          .filter((tool) => matchesSearch(search ?? '', [tool.name, tool.description, tool.serialNumber, tool.branch.name, tool.site?.name]))
          .map((tool) => tool.id);
        const params = new URLSearchParams({ ...(status ? { status } : {}), ...(search ? { search } : {}) });
        const paged = await allPages(token, `/api/tools?${params}`);
        expect(paged.map((tool) => tool.id), `status=${status} search=${search}`).toEqual(expected);
        const plain: Tool[] = await get(token, `/api/tools?${params}`);
        expect(plain.map((tool) => tool.id)).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(5 * 21);
  });

  it('refuses a forged or foreign cursor and a limit out of range with 400', async () => {
    const { token } = await organizationWithTools();
    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'cursor=not-base64-json', `cursor=${Buffer.from('[1]').toString('base64url')}`, `cursor=${Buffer.from('["a","b"]').toString('base64url')}`, 'status=flying']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/tools?${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('never pages into another organization’s tools', async () => {
    const a = await organizationWithTools();
    const b = await organizationWithAdmin(ctx.app);
    const page: Page = await get(b.admin.token, '/api/tools?limit=50');
    expect(page).toEqual({ items: [], nextCursor: null });
    const aFirst: Page = await get(a.token, '/api/tools?limit=1');
    const continued: Page = await get(b.admin.token, `/api/tools?limit=50&cursor=${encodeURIComponent(aFirst.nextCursor!)}`);
    expect(continued.items).toEqual([]);
  });
});
