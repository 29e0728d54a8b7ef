import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/lib/auth-context.js';
import type { Executor } from '../../src/db/client.js';
import { prebuiltShapes } from '../../src/data/prebuilt-select.js';
import { listBranches } from '../../src/modules/branches/list-branches.js';
import { listParkingLocations } from '../../src/modules/parking/list-parking-locations.js';
import { listReports } from '../../src/modules/reports/list-reports.js';
import { listSites } from '../../src/modules/sites/list-sites.js';
import { listStorageUnits } from '../../src/modules/storage/list-storage-units.js';
import { listTools } from '../../src/modules/tools/list-tools.js';
import { listUsers, listWorkers } from '../../src/modules/users/list-users.js';
import { listVehicles } from '../../src/modules/vehicles/list-vehicles.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { fillOrganization } from '../support/busy-organization.js';
import { superadmin } from '../support/superadmin.js';

/**
 * List pages run from statements built once and rows mapped by a compiled mapper
 * (src/data/prebuilt-select.ts). Their answers must be exactly what drizzle's own builder and
 * mapper give: inside a transaction the lists still take that path, so each list is asked both
 * ways — every page shape (whole list, first page, next page, status tab, common and rare
 * search) — and the answers compared value by value (dates, nulls of left joins, nested objects).
 */
let ctx: TestContext;
let admin: AuthContext;
let platform: AuthContext;

const authOf = (session: { user: AuthContext['user'] }): AuthContext => ({
  user: session.user,
  sessionId: 0,
  impersonatorUserId: null,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const home = await organizationWithAdmin(ctx.app);
  const worker = await workerOf(ctx.app, home.admin.token);
  await fillOrganization(ctx.pool, {
    organizationId: home.organization.id,
    adminId: home.admin.user.id,
    workerId: worker.user.id,
    recipients: [],
    tag: 'prebuilt',
  });
  admin = authOf(home.admin);
  platform = authOf(await superadmin(ctx.app, ctx.db));
}, 60_000);
afterAll(() => ctx.close());

type List = (db: Executor, auth: AuthContext, query: Record<string, unknown>) => Promise<unknown>;

const lists: Record<string, List> = {
  tools: listTools as List,
  vehicles: listVehicles as List,
  reports: listReports as List,
  sites: listSites as List,
  branches: listBranches as List,
  'storage units': listStorageUnits as List,
  'parking locations': listParkingLocations as List,
  users: listUsers as List,
  workers: (db, auth, query) => listWorkers(db, auth, undefined, query),
};

type PageAnswer = { items: unknown[]; nextCursor: string | null };

/** The same question through the prebuilt statement and through drizzle (in a transaction). */
const bothWays = async (list: List, auth: AuthContext, query: Record<string, unknown>) => {
  const prebuilt = await list(ctx.db, auth, query);
  const throughDrizzle = await ctx.db.transaction((tx) => list(tx, auth, query));
  return { prebuilt, throughDrizzle };
};

describe('prebuilt list statements', () => {
  for (const [name, list] of Object.entries(lists)) {
    it(`answer the ${name} list exactly as drizzle does, for every page shape`, async () => {
      const first = await bothWays(list, admin, { limit: 5 });
      expect(first.prebuilt).toEqual(first.throughDrizzle);
      const cursor = (first.prebuilt as PageAnswer).nextCursor;
      const shapes: Array<Record<string, unknown>> = [
        {},
        { limit: 7, ...(cursor ? { cursor } : {}) },
        { limit: 50, search: 'mü' },
        { limit: 50, search: 'a' },
        { search: 'zz-nothing-matches' },
      ];
      if (name === 'tools') shapes.push({ limit: 20, status: 'checked_out' });
      if (name === 'vehicles') shapes.push({ limit: 20, status: 'in_use' });
      for (const query of shapes) {
        const answer = await bothWays(list, admin, query);
        expect(answer.prebuilt, JSON.stringify(query)).toEqual(answer.throughDrizzle);
      }
      // The superadmin's lists have no organization scope: another statement, the same answers.
      const everyone = await bothWays(list, platform, { limit: 10 });
      expect(everyone.prebuilt).toEqual(everyone.throughDrizzle);
    });
  }

  it('are answered with real rows: nulls of left joins, nested objects and dates included', async () => {
    const tools = (await listTools(ctx.db, admin, {})) as Array<{
      site: unknown;
      assignedUser: unknown;
      createdAt: string;
    }>;
    expect(tools.length).toBeGreaterThan(100);
    expect(tools.some((tool) => tool.site === null)).toBe(true);
    expect(tools.some((tool) => tool.assignedUser !== null)).toBe(true);
    expect(tools.every((tool) => !Number.isNaN(Date.parse(tool.createdAt)))).toBe(true);
  });

  it('prepare plain pages once per connection, but let every search be planned for its own pattern', async () => {
    const pool = ctx.pool as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query.bind(pool);
    const names: Array<string | undefined> = [];
    pool.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string; name?: string };
      // The page statements only: the first page's count runs beside them, unnamed.
      const text = typeof first === 'object' ? (first.text ?? '') : '';
      if (/from "tools"/.test(text) && !/count\(/.test(text))
        names.push((first as { name?: string }).name);
      return original(...args);
    };
    try {
      await listTools(ctx.db, admin, { limit: 20 });
      await listTools(ctx.db, admin, { limit: 20, status: 'maintenance' });
      expect(names).toHaveLength(2);
      expect(names.every((name) => name?.startsWith('list_'))).toBe(true);
      names.length = 0;
      await listTools(ctx.db, admin, { limit: 20, search: 'mü' });
      await listTools(ctx.db, admin, { search: 'mü' });
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.every((name) => name === undefined)).toBe(true);
    } finally {
      pool.query = original;
    }
  });

  // By serial number: a sort the search postings do not keep (decision 0071), so the page is
  // found by the walk with its budget, which asks the planner.
  it('ask the planner about a search once, not for every page of it', async () => {
    const pool = ctx.pool as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query.bind(pool);
    let explains = 0;
    pool.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      if (/^explain/i.test(typeof first === 'string' ? first : (first.text ?? ''))) explains += 1;
      return original(...args);
    };
    try {
      const bySerial = { limit: 5, sort: 'serialNumber' } as const;
      const first = (await listTools(ctx.db, admin, { ...bySerial, search: 'köl' })) as PageAnswer;
      expect(first.nextCursor).not.toBeNull();
      await listTools(ctx.db, admin, {
        ...bySerial,
        search: 'köl',
        cursor: first.nextCursor ?? undefined,
      });
      await listTools(ctx.db, admin, { ...bySerial, search: 'köl' });
      expect(explains).toBe(1);
      await listTools(ctx.db, admin, { ...bySerial, search: 'grz' });
      expect(explains).toBe(2);
    } finally {
      pool.query = original;
    }
  });

  it('keep one statement per shape, not one per request, and no list falls back to drizzle', async () => {
    await listTools(ctx.db, admin, { limit: 50 });
    const kept = prebuiltShapes().prebuilt;
    for (let i = 0; i < 5; i += 1) await listTools(ctx.db, admin, { limit: 50 });
    await listTools(ctx.db, admin, { limit: 10 });
    expect(prebuiltShapes().prebuilt).toBe(kept);
    expect(prebuiltShapes().unsupported).toEqual([]);
  });
});
