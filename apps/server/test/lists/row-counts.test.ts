import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactCounts } from '../../src/modules/maintenance/compact-counts.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { keptCountDisagreements } from '../support/kept-counts.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

/**
 * The database's kept counts (decision 0070): delta rows written by statement triggers in the
 * same transaction as each change, folded by the compaction, read by the lists' totals and the
 * dashboard. Whatever the interleaving, a kept count equals a fresh count.
 */
let ctx: TestContext;
beforeAll(async () => {
  // The primary's counts: a standby would answer them as of its replay (replicas' own tests).
  ctx = await createTestApp({ DATABASE_REPLICA_URL: '' });
});
afterAll(() => ctx.close());

const disagreements = (
  table: 'tools' | 'vehicles' | 'reports' | 'sites' | 'users',
  organizationId: number,
) => keptCountDisagreements(ctx.pool, table, organizationId);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A small deterministic generator: the burst is the same on every run. */
const sequence = (seed: number) => {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
};

describe('kept counts', () => {
  it('equal a fresh count after 500 concurrent creates, moves and deletes, with compactions in between', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const north = await branchWithSite(ctx.app, admin.token);
    const south = await branchWithSite(ctx.app, admin.token);
    const worker = await workerOf(ctx.app, admin.token);
    const places = [north, south];
    const tools: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const place = places[i % 2]!;
      const tool = await create(ctx.app, admin.token, '/api/tools', {
        name: `Breaker ${i}`,
        branchId: place.branch.id,
      });
      tools.push(tool.id);
    }

    const next = sequence(7);
    const change = async (i: number) => {
      const place = places[next(2)]!;
      const which = next(tools.length);
      const tool = tools[which]!;
      const kind = next(5);
      const response =
        kind === 0
          ? await call('POST', '/api/tools', admin.token, {
              name: `New ${i}`,
              branchId: place.branch.id,
            })
          : kind === 1
            ? await call('DELETE', `/api/tools/${tool}`, admin.token)
            : kind === 2
              ? await call('POST', `/api/tools/${tool}/status`, admin.token, {
                  status: 'checked_out',
                  // A site of the tool's own branch.
                  siteId: places[which % 2]!.site.id,
                  assignedUserId: worker.user.id,
                })
              : kind === 3
                ? await call('POST', `/api/tools/${tool}/status`, admin.token, {
                    status: 'maintenance',
                  })
                : await call('POST', `/api/tools/${tool}/status`, admin.token, {
                    status: 'available',
                  });
      return { kind: Math.min(kind, 2), status: response.statusCode };
    };
    // In waves of 50 at once: more than that from one user would wait in the organization's
    // queue or be refused 429 before reaching the database (decision 0057). A compaction runs
    // inside every wave, folding deltas while they are being written.
    const outcomes: Array<{ kind: number; status: number }> = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const [, ...answers] = await Promise.all([
        compactCounts(ctx.db),
        ...Array.from({ length: 50 }, (_, i) => change(wave * 50 + i)),
      ]);
      outcomes.push(...answers);
    }
    // Writes went through and were refused (a tool deleted or moved meanwhile) alike.
    for (const { status } of outcomes) expect([200, 201, 204, 404, 409]).toContain(status);
    // Creates, deletes and moves (kinds 0, 1, 2) each landed many times.
    for (const kind of [0, 1, 2])
      expect(
        outcomes.filter((outcome) => outcome.kind === kind && outcome.status < 300).length,
      ).toBeGreaterThan(40);

    expect(await disagreements('tools', organization.id)).toEqual([]);
    await compactCounts(ctx.db);
    expect(await disagreements('tools', organization.id)).toEqual([]);

    // What the screens read: the tabs' totals and the dashboard's summary.
    const fresh = await ctx.pool.query<{ status: string; n: number }>(
      `select status::text, count(*)::int as n from tools where organization_id = $1 group by status`,
      [organization.id],
    );
    const freshBy = Object.fromEntries(fresh.rows.map((row) => [row.status, row.n]));
    for (const status of ['available', 'checked_out', 'maintenance']) {
      const page = await call('GET', `/api/tools?limit=1&status=${status}`, admin.token);
      expect(page.json<{ total: number }>().total, status).toBe(freshBy[status] ?? 0);
    }
    const branchTotal = await call(
      'GET',
      `/api/tools?limit=1&branchId=${north.branch.id}&status=available`,
      admin.token,
    );
    const freshBranch = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from tools where branch_id = $1 and status = 'available'`,
      [north.branch.id],
    );
    expect(branchTotal.json<{ total: number }>().total).toBe(freshBranch.rows[0]!.n);
    const summary = (await call('GET', '/api/tools/summary', admin.token)).json();
    expect(summary).toMatchObject({
      available: freshBy.available ?? 0,
      checkedOut: freshBy.checked_out ?? 0,
      maintenance: freshBy.maintenance ?? 0,
    });
  });

  it('fold into one row per key, and a key that sums to nothing goes', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    const tool = await create(ctx.app, admin.token, '/api/tools', {
      name: 'Saw',
      branchId: branch.id,
    });
    for (const status of ['maintenance', 'available', 'maintenance'])
      await call('POST', `/api/tools/${tool.id}/status`, admin.token, { status });
    const rowsOf = async (key: string) =>
      (
        await ctx.pool.query<{ rows: number; n: number | null }>(
          `select count(*)::int as rows, sum(delta)::int as n from row_counts
           where organization_id = $1 and subject = 'tools' and key = $2`,
          [organization.id, key],
        )
      ).rows[0]!;
    expect((await rowsOf('s:maintenance')).rows).toBeGreaterThan(1);

    await compactCounts(ctx.db);
    expect(await rowsOf('s:maintenance')).toEqual({ rows: 1, n: 1 });
    // In and out again: nothing left to keep.
    expect(await rowsOf('s:available')).toEqual({ rows: 0, n: null });
    expect(await disagreements('tools', organization.id)).toEqual([]);
  });

  it('give the dashboard its figures: sites, workers, reports today and this week', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const { site } = await branchWithSite(ctx.app, admin.token);
    const worker = await workerOf(ctx.app, admin.token);
    const today = (
      await ctx.pool.query<{ day: string }>(`select to_char(current_date, 'YYYY-MM-DD') as day`)
    ).rows[0]!.day;
    for (const title of ['Pour', 'Formwork'])
      await create(ctx.app, worker.token, '/api/reports', {
        title,
        content: 'Poured the north wall.',
        siteId: site.id,
        reportDate: today,
      });
    const stats = (await call('GET', '/api/dashboard/stats', admin.token)).json();
    expect(stats).toMatchObject({
      activeSites: 1,
      activeWorkers: 1,
      reportsToday: 2,
      reportsThisWeek: 2,
      tools: 0,
    });
    for (const table of ['reports', 'sites', 'users'] as const)
      expect(await disagreements(table, organization.id)).toEqual([]);
  });
});
