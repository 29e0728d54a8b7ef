import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';

/**
 * A search's match counts, kept a few seconds (data/match-counts.ts) and forgotten on every
 * change. (A list without a search reads the database's kept counts, exact at every read:
 * row-counts.test.ts.)
 */
let ctx: TestContext;
beforeAll(async () => {
  // The kept counts of the primary's reads; with a standby (ci-standby.sh) lists count on it
  // afresh, which this file does not describe.
  ctx = await createTestApp({ DATABASE_REPLICA_URL: '' });
});
afterAll(() => ctx.close());

const totalOf = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/tools?limit=5&search=drill',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number }>().total;
};

/** A tool written straight into the table: no activity, so no announcement. */
const insertQuietly = (organizationId: number, branchId: number, name: string) =>
  ctx.pool.query(
    `insert into tools (organization_id, branch_id, name, status) values ($1, $2, $3, 'available')`,
    [organizationId, branchId, name],
  );

describe('the lists’ search counts', () => {
  it('are kept while nothing is announced, and counted again after a write through the API or an announced change', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    for (const name of ['Drill 1', 'Drill 2'])
      await create(ctx.app, admin.token, '/api/tools', { name, branchId: branch.id });
    // The LISTEN connection is up: only then are counts kept.
    await ctx.accountChangesHeard();
    expect(await totalOf(admin.token)).toBe(2);

    // Unannounced (a script's insert): the kept count stands — it was not counted again.
    await insertQuietly(organization.id, branch.id as number, 'Drill 3');
    expect(await totalOf(admin.token)).toBe(2);

    // A write answered by the app forgets the kept counts before it answers.
    await create(ctx.app, admin.token, '/api/tools', { name: 'Drill 4', branchId: branch.id });
    expect(await totalOf(admin.token)).toBe(4);

    // A change announced by the database (any process's activity row) does too.
    await insertQuietly(organization.id, branch.id as number, 'Drill 5');
    expect(await totalOf(admin.token)).toBe(4);
    await ctx.pool.query(
      `insert into activity (organization_id, type, action, title) values ($1, 'tool', 'tool_created', 'Drill 5')`,
      [organization.id],
    );
    await expect.poll(() => totalOf(admin.token), { timeout: 2_000 }).toBe(5);
  });
});
