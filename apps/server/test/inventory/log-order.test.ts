import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';

/**
 * A log's order is the order the changes really happened in. A change waits for the row lock
 * of the one before it; its log entry must be stamped after that wait, not when the request
 * arrived — otherwise the change that waited sorts before the one it waited for.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Kind = {
  path: 'tools' | 'vehicles';
  table: string;
  logTable: string;
  key: string;
  busy: string;
  extra: object;
};
const KINDS: Kind[] = [
  {
    path: 'tools',
    table: 'tools',
    logTable: 'tool_logs',
    key: 'tool_id',
    busy: 'maintenance',
    extra: {},
  },
  {
    path: 'vehicles',
    table: 'vehicles',
    logTable: 'vehicle_logs',
    key: 'vehicle_id',
    busy: 'service',
    extra: { odometerReading: 500 },
  },
];

describe('log order under concurrent changes', () => {
  for (const kind of KINDS) {
    it(`${kind.path}: a change that waited for another's row lock is logged after it`, async () => {
      const org = await organizationWithAdmin(ctx.app);
      const { branch } = await branchWithSite(ctx.app, org.admin.token);
      const item =
        kind.path === 'tools'
          ? await create(ctx.app, org.admin.token, '/api/tools', {
              name: 'Saw',
              branchId: branch.id,
            })
          : await create(ctx.app, org.admin.token, '/api/vehicles', {
              make: 'VW',
              model: 'Crafter',
              year: 2022,
              licensePlate: 'K-LO 1',
              branchId: branch.id,
            });

      // Another change takes the row first and holds it while our request (available → busy) arrives.
      const other = await ctx.pool.connect();
      try {
        await other.query('begin');
        await other.query(`select id from ${kind.table} where id = $1 for update`, [item.id]);
        const ours = ctx.app.inject({
          method: 'POST',
          url: `/api/${kind.path}/${item.id}/status`,
          headers: bearer(org.admin.token),
          payload: { status: kind.busy, ...kind.extra },
        });
        await sleep(300);
        // The other change logs itself when it writes, as every change does, and commits.
        await other.query(
          `insert into ${kind.logTable} (organization_id, ${kind.key}, action, notes, timestamp) values ($1, $2, 'checked', 'the change that came first', clock_timestamp())`,
          [org.organization.id, item.id],
        );
        await other.query('commit');
        const answer = await ours;
        expect(answer.statusCode, answer.body).toBe(200);
      } finally {
        other.release();
      }

      const logs = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/${kind.path}/${item.id}/logs`,
          headers: bearer(org.admin.token),
        })
      ).json() as Array<{ id: number; action: string; timestamp: string }>;
      // Newest first: our change (it waited) on top, the one it waited for below it.
      expect(logs.map((log) => log.action).slice(0, 2)).toEqual([
        `status_change_to_${kind.busy}`,
        'checked',
      ]);
      expect(Date.parse(logs[0]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(logs[1]!.timestamp));
      // The log agrees with the record.
      const current = await ctx.pool.query<{ status: string }>(
        `select status from ${kind.table} where id = $1`,
        [item.id],
      );
      expect(current.rows[0]?.status).toBe(kind.busy);
    });
  }
});
