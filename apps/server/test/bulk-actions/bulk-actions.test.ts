import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { BULK_ITEMS_MAX, type BulkItemResult } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, workerOf } from '../support/fixtures.js';
import { organizationSnapshot } from '../support/populated-organization.js';
import { superadmin } from '../support/superadmin.js';
import { bulkYard, type Item } from './bulk-yard.js';

/**
 * POST /api/bulk-actions (decision 0040): a scan session's action on many tools and
 * vehicles, each through its single status change, in one transaction (decisions 0040, 0077).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { bulk, resultsOf, yard, toolsIn, vehiclesIn } = bulkYard(() => ctx);

const toolRow = async (id: number) =>
  (
    await ctx.pool.query<{
      status: string;
      assigned_user_id: number | null;
      site_id: number | null;
      storage_unit_id: number | null;
      branch_id: number;
      assignment_date: string | null;
      checkout_date: string | null;
    }>('select * from tools where id = $1', [id])
  ).rows[0]!;
const vehicleRow = async (id: number) =>
  (
    await ctx.pool.query<{
      status: string;
      assigned_user_id: number | null;
      parking_location_id: number | null;
    }>('select * from vehicles where id = $1', [id])
  ).rows[0]!;

const logsOf = async (item: Item) =>
  (
    await ctx.pool.query<{ action: string; note_code: string; note_values: object; notes: string }>(
      `select action, note_code, note_values, notes from ${item.kind}_logs where ${item.kind}_id = $1 order by id`,
      [item.id],
    )
  ).rows;
const activityOf = async (item: Item) =>
  (
    await ctx.pool.query<{ action: string }>(
      'select action from activity where entity_type = $1 and entity_id = $2 order by id',
      [item.kind, item.id],
    )
  ).rows.map((row) => row.action);

const done = (item: Item, name?: string): BulkItemResult => ({
  ...item,
  ...(name ? { name } : {}),
  outcome: 'done',
});

describe('bulk actions on tools', () => {
  it('assign: each tool is pending for the worker on the site, logged and in the feed', async () => {
    const y = await yard();
    const items = await toolsIn(y, 3, 'available', { siteId: null });
    const results = resultsOf(
      await bulk(y.token, {
        action: 'assign',
        items,
        assignedUserId: y.worker.user.id,
        siteId: y.site.id,
        notes: 'Morning hand-out',
      }),
    );
    expect(results).toEqual(items.map((item, i) => done(item, `Hammer drill ${i + 1}`)));
    for (const item of items) {
      const row = await toolRow(item.id);
      expect(row).toMatchObject({
        status: 'pending_confirmation',
        assigned_user_id: y.worker.user.id,
        site_id: y.site.id,
      });
      expect(row.assignment_date).not.toBeNull();
      expect(await logsOf(item)).toEqual([
        {
          action: 'status_change_to_pending_confirmation',
          note_code: 'status_changed',
          note_values: { status: 'pending_confirmation' },
          notes: 'Morning hand-out',
        },
      ]);
      expect(await activityOf(item)).toEqual(['status_change_to_pending_confirmation']);
    }
    // The worker sees them waiting for confirmation, as after single assignments.
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/tools/pending',
      headers: bearer(y.worker.token),
    });
    expect(pending.json<Array<{ id: number }>>().map((tool) => tool.id)).toEqual(
      expect.arrayContaining(items.map((item) => item.id)),
    );
  });

  it('check out: each tool is out with the worker, checkout stamped', async () => {
    const y = await yard();
    const items = await toolsIn(y, 2);
    const results = resultsOf(
      await bulk(y.token, { action: 'check_out', items, assignedUserId: y.worker.user.id }),
    );
    expect(results.map((result) => result.outcome)).toEqual(['done', 'done']);
    for (const item of items) {
      const row = await toolRow(item.id);
      expect(row).toMatchObject({ status: 'checked_out', assigned_user_id: y.worker.user.id });
      expect(row.checkout_date).not.toBeNull();
      expect(await activityOf(item)).toEqual(['status_change_to_checked_out']);
    }
  });

  it('return: tools out or in repair go back into the unit — its branch, no site, no holder — logged as returned there', async () => {
    const y = await yard();
    const { branch: otherBranch } = await branchWithSite(ctx.app, y.token);
    const out = await toolsIn(y, 2, 'checked_out', { assignedUserId: y.worker.user.id });
    const [repaired] = await toolsIn(y, 1, 'maintenance', {
      branchId: otherBranch.id,
      siteId: null,
    });
    const items = [...out, repaired!];
    const results = resultsOf(
      await bulk(y.token, { action: 'return', items, storageUnitId: y.unit.id }),
    );
    expect(results.map((result) => result.outcome)).toEqual(['done', 'done', 'done']);
    for (const item of items) {
      expect(await toolRow(item.id)).toMatchObject({
        status: 'available',
        assigned_user_id: null,
        site_id: null,
        storage_unit_id: y.unit.id,
        branch_id: y.branch.id,
      });
      expect(await logsOf(item)).toEqual([
        expect.objectContaining({
          action: 'status_change_to_available',
          note_code: 'returned',
          note_values: { place: 'Container A' },
        }),
      ]);
    }
    // The unit's contents list them.
    const contents = await ctx.app.inject({
      method: 'GET',
      url: `/api/storage-units/${y.unit.id}/tools`,
      headers: bearer(y.token),
    });
    expect(contents.body).toContain('Hammer drill 1');
  });

  it('maintenance: tools in any other status go to repair', async () => {
    const y = await yard();
    const items = [
      ...(await toolsIn(y, 1)),
      ...(await toolsIn(y, 1, 'checked_out', { assignedUserId: y.worker.user.id })),
      ...(await toolsIn(y, 1, 'pending_confirmation', { assignedUserId: y.worker.user.id })),
    ];
    const results = resultsOf(await bulk(y.token, { action: 'maintenance', items }));
    expect(results.map((result) => result.outcome)).toEqual(['done', 'done', 'done']);
    for (const item of items)
      expect(await toolRow(item.id)).toMatchObject({
        status: 'maintenance',
        assigned_user_id: null,
      });
  });
});

describe('bulk actions on vehicles', () => {
  it('maintenance: vehicles go to service from available, in use and pending', async () => {
    const y = await yard();
    const items = [
      ...(await vehiclesIn(y, 1)),
      ...(await vehiclesIn(y, 1, 'in_use', y.worker.user.id)),
      ...(await vehiclesIn(y, 1, 'pending_confirmation', y.worker.user.id)),
    ];
    const results = resultsOf(await bulk(y.token, { action: 'maintenance', items }));
    expect(results).toEqual(items.map((item) => done(item, 'VW Crafter · M-BA 1')));
    for (const item of items) {
      expect(await vehicleRow(item.id)).toMatchObject({
        status: 'service',
        assigned_user_id: null,
      });
      expect(await activityOf(item)).toEqual(['status_change_to_service']);
    }
  });

  it('return: vehicles back from service are parked at the place, or at none', async () => {
    const y = await yard();
    const [parked, unparked] = await vehiclesIn(y, 2, 'service');
    const placed = resultsOf(
      await bulk(y.token, { action: 'return', items: [parked], parkingLocationId: y.parking.id }),
    );
    expect(placed[0]).toMatchObject({ outcome: 'done' });
    expect(await vehicleRow(parked!.id)).toMatchObject({
      status: 'available',
      parking_location_id: y.parking.id,
    });
    expect(await logsOf(parked!)).toEqual([
      expect.objectContaining({ note_code: 'returned', note_values: { place: 'Bay 3' } }),
    ]);
    const nowhere = resultsOf(await bulk(y.token, { action: 'return', items: [unparked] }));
    expect(nowhere[0]).toMatchObject({ outcome: 'done' });
    expect(await vehicleRow(unparked!.id)).toMatchObject({
      status: 'available',
      parking_location_id: null,
    });
  });

  it('assign, check out and return from use need the odometer: each such vehicle is refused for it, nothing changes', async () => {
    const y = await yard();
    const [idle] = await vehiclesIn(y, 1);
    const [inUse] = await vehiclesIn(y, 1, 'in_use', y.worker.user.id);
    const odometer = { code: 'validation.odometerRequired' };
    for (const [action, item] of [
      ['assign', idle],
      ['check_out', idle],
      ['return', inUse],
    ] as const) {
      const results = resultsOf(
        await bulk(y.token, { action, items: [item], assignedUserId: y.worker.user.id }),
      );
      expect(results, action).toEqual([
        { ...item, name: 'VW Crafter · M-BA 1', outcome: 'refused', refusal: odometer },
      ]);
    }
    expect(await vehicleRow(idle!.id)).toMatchObject({ status: 'available' });
    expect(await vehicleRow(inUse!.id)).toMatchObject({ status: 'in_use' });
    expect(await logsOf(idle!)).toEqual([]);
  });
});

describe('partial refusals', () => {
  it("reports each refused item with the single change's reason while the others are done", async () => {
    const y = await yard();
    const b = await yard();
    const { branch: otherBranch } = await branchWithSite(ctx.app, y.token);
    const [first, second] = await toolsIn(y, 2);
    const [pending] = await toolsIn(y, 1, 'pending_confirmation', {
      assignedUserId: y.worker.user.id,
    });
    const [elsewhere] = await toolsIn(y, 1, 'available', {
      branchId: otherBranch.id,
      siteId: null,
    });
    const [foreign] = await toolsIn(b, 1);
    const unknown: Item = { kind: 'tool', id: 2_000_000_000 };
    const [vehicle] = await vehiclesIn(y, 1);
    const items = [first!, pending!, elsewhere!, foreign!, unknown, vehicle!, second!, first!];
    const results = resultsOf(
      await bulk(y.token, {
        action: 'assign',
        items,
        assignedUserId: y.worker.user.id,
        siteId: y.site.id,
      }),
    );
    expect(results).toEqual([
      done(first!, 'Hammer drill 1'),
      {
        ...pending,
        name: 'Hammer drill 1',
        outcome: 'refused',
        refusal: {
          code: 'errors.illegalStatusChange',
          values: {
            from: 'statuses.tool.pending_confirmation',
            to: 'statuses.tool.pending_confirmation',
          },
          holder: {
            id: y.worker.user.id,
            firstName: y.worker.user.firstName,
            lastName: y.worker.user.lastName,
          },
        },
      },
      {
        ...elsewhere,
        name: 'Hammer drill 1',
        outcome: 'refused',
        refusal: { code: 'validation.siteNotInBranch' },
      },
      // Another organization's and an unknown id: the same answer, no name.
      { ...foreign, outcome: 'refused', refusal: { code: 'errors.notFound' } },
      { ...unknown, outcome: 'refused', refusal: { code: 'errors.notFound' } },
      {
        ...vehicle,
        name: 'VW Crafter · M-BA 1',
        outcome: 'refused',
        refusal: { code: 'validation.odometerRequired' },
      },
      done(second!, 'Hammer drill 2'),
      // Named twice: changed once, reported the same at both places.
      done(first!, 'Hammer drill 1'),
    ]);
    expect(await toolRow(first!.id)).toMatchObject({ status: 'pending_confirmation' });
    expect(await toolRow(second!.id)).toMatchObject({ status: 'pending_confirmation' });
    expect(await logsOf(first!)).toHaveLength(1);
    expect(await activityOf(first!)).toHaveLength(1);
    for (const refused of [elsewhere!, foreign!]) {
      expect(await toolRow(refused.id)).toMatchObject({ status: 'available' });
      expect(await logsOf(refused)).toEqual([]);
      expect(await activityOf(refused)).toEqual([]);
    }
  });

  it('an item refused because someone holds it names its holder — only a user of its own organization', async () => {
    const y = await yard();
    const b = await yard();
    const wanda = await workerOf(ctx.app, y.token, { firstName: 'Wanda', lastName: 'Worker' });
    const [out] = await toolsIn(y, 1, 'checked_out', { assignedUserId: wanda.user.id });
    const [waiting] = await toolsIn(y, 1, 'pending_confirmation', {
      assignedUserId: wanda.user.id,
    });
    const [driven] = await vehiclesIn(y, 1, 'in_use', wanda.user.id);
    const [outToNobody] = await toolsIn(y, 1, 'checked_out');
    // An assignment left behind by another path: another organization's worker is never named.
    const [outToStranger] = await toolsIn(y, 1, 'checked_out', {
      assignedUserId: b.worker.user.id,
    });
    const [inRepair] = await toolsIn(y, 1, 'maintenance');
    const results = resultsOf(
      await bulk(y.token, {
        action: 'assign',
        items: [out, waiting, driven, outToNobody, outToStranger, inRepair],
        assignedUserId: y.worker.user.id,
      }),
    );
    const wandaHolder = { id: wanda.user.id, firstName: 'Wanda', lastName: 'Worker' };
    expect(results.map((result) => [result.outcome, result.refusal?.holder])).toEqual([
      ['refused', wandaHolder],
      ['refused', wandaHolder],
      ['refused', wandaHolder],
      ['refused', undefined],
      ['refused', undefined],
      ['refused', undefined],
    ]);
    expect(results[0]!.refusal).toEqual({
      code: 'errors.illegalStatusChange',
      values: { from: 'statuses.tool.checked_out', to: 'statuses.tool.pending_confirmation' },
      holder: wandaHolder,
    });
    expect(JSON.stringify(results)).not.toContain(b.worker.user.lastName);
    expect(await toolRow(out!.id)).toMatchObject({
      status: 'checked_out',
      assigned_user_id: wanda.user.id,
    });
  });

  // The database refuses the item's log entry (written after all items in the swift pass) or its
  // row's UPDATE (written with the item): either way the careful pass tells whose it is.
  it.each([
    { write: 'log entry', table: 'tool_logs', event: 'insert', itemColumn: 'tool_id' },
    { write: 'row', table: 'tools', event: 'update', itemColumn: 'id' },
  ])(
    'an item whose $write the database refuses (a trigger) is rolled back whole — row, log, activity — and the others are done; only their events are sent',
    async ({ table, event, itemColumn }) => {
      const y = await yard();
      const [before, failing, after] = await toolsIn(y, 3);
      const trigger = `refuse_bulk_${table}_${failing!.id}`;
      await ctx.pool.query(`
      create function ${trigger}() returns trigger language plpgsql as $$
      begin if new.${itemColumn} = ${failing!.id} then raise exception 'storage failed'; end if; return new; end $$;
      create trigger ${trigger} before ${event} on ${table} for each row execute function ${trigger}();`);
      const listener = new pg.Client({ connectionString: ctx.url });
      await listener.connect();
      const events: Array<{ entityType: string; entityId: number; organizationId: number }> = [];
      listener.on('notification', (message) => {
        const event = JSON.parse(message.payload ?? '{}') as (typeof events)[number];
        if (event.organizationId === y.organizationId) events.push(event);
      });
      await listener.query('listen toolyard_events');
      try {
        const results = resultsOf(
          await bulk(y.token, { action: 'maintenance', items: [before, failing, after] }),
        );
        expect(results.map((result) => [result.outcome, result.refusal?.code])).toEqual([
          ['done', undefined],
          ['refused', 'errors.server'],
          ['done', undefined],
        ]);
        expect(await toolRow(failing!.id)).toMatchObject({ status: 'available' });
        expect(await logsOf(failing!)).toEqual([]);
        expect(await activityOf(failing!)).toEqual([]);
        for (const item of [before!, after!]) {
          expect(await toolRow(item.id)).toMatchObject({ status: 'maintenance' });
          expect(await logsOf(item)).toHaveLength(1);
          expect(await activityOf(item)).toEqual(['status_change_to_maintenance']);
        }
        // Events come with the commit, one per change made, none for the rolled-back item.
        await expect
          .poll(() => events.map((event) => event.entityId).sort((a, b) => a - b))
          .toEqual([before!.id, after!.id].sort((a, b) => a - b));
      } finally {
        await listener.end();
        await ctx.pool.query(`drop trigger ${trigger} on ${table}; drop function ${trigger}();`);
      }
    },
  );
});

describe('bulk actions: the swift pass and the careful one (decision 0077)', () => {
  it('a whole action is written by the top transaction itself: no subtransaction per item', async () => {
    const y = await yard();
    const items = [...(await toolsIn(y, 70)), ...(await vehiclesIn(y, 10))];
    const results = resultsOf(await bulk(y.token, { action: 'maintenance', items }));
    expect(results.every((result) => result.outcome === 'done')).toBe(true);
    // A row written inside a savepoint carries that subtransaction's own xid as its xmin.
    const { rows } = await ctx.pool.query<{ writers: number }>(
      `select count(distinct xmin::text)::int as writers from (
         select xmin from tools where id = any($1) union all
         select xmin from vehicles where id = any($2)) changed`,
      [
        items.filter((item) => item.kind === 'tool').map((item) => item.id),
        items.filter((item) => item.kind === 'vehicle').map((item) => item.id),
      ],
    );
    expect(rows[0]!.writers).toBe(1);
  });
});

describe('references and roles', () => {
  it("another organization's worker, site, unit or parking place refuses the whole request before anything changes", async () => {
    const y = await yard();
    const b = await yard();
    const items = [...(await toolsIn(y, 2)), ...(await vehiclesIn(y, 1, 'service'))];
    const before = await organizationSnapshot(ctx.db, y.organizationId);
    const attempts: Array<[string, object]> = [
      ['assignedUserId', { action: 'assign', assignedUserId: b.worker.user.id }],
      ['siteId', { action: 'check_out', assignedUserId: y.worker.user.id, siteId: b.site.id }],
      ['storageUnitId', { action: 'return', storageUnitId: b.unit.id }],
      [
        'parkingLocationId',
        { action: 'return', storageUnitId: y.unit.id, parkingLocationId: b.parking.id },
      ],
      // Not a worker: the organization's own admin.
      ['assignedUserId', { action: 'assign', assignedUserId: y.admin.user.id }],
    ];
    for (const [field, body] of attempts) {
      const response = await bulk(y.token, { ...body, items });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual([field]);
    }
    expect(await organizationSnapshot(ctx.db, y.organizationId)).toBe(before);
  });

  it("a superadmin's worker must be of each item's own organization", async () => {
    const y = await yard();
    const b = await yard();
    const [mine] = await toolsIn(y, 1);
    const [theirs] = await toolsIn(b, 1);
    const platform = await superadmin(ctx.app, ctx.db);
    const results = resultsOf(
      await bulk(platform.token, {
        action: 'check_out',
        items: [mine, theirs],
        assignedUserId: y.worker.user.id,
      }),
    );
    expect(results).toEqual([
      done(mine!, 'Hammer drill 1'),
      {
        ...theirs,
        name: 'Hammer drill 1',
        outcome: 'refused',
        refusal: { code: 'validation.workerInvalid' },
      },
    ]);
    expect(await toolRow(theirs!.id)).toMatchObject({ status: 'available' });
  });

  it('a worker may not: 403, nothing changes', async () => {
    const y = await yard();
    const items = await toolsIn(y, 1);
    const response = await bulk(y.worker.token, { action: 'maintenance', items });
    expect(response.statusCode).toBe(403);
    expect(await toolRow(items[0]!.id)).toMatchObject({ status: 'available' });
  });

  it('refuses bad bodies with 400 and a message per field', async () => {
    const y = await yard();
    const items = await toolsIn(y, 1);
    const tooMany = Array.from({ length: BULK_ITEMS_MAX + 1 }, (_, i) => ({
      kind: 'tool',
      id: i + 1,
    }));
    const cases: Array<[object, Record<string, string>]> = [
      [{ items }, { action: 'Invalid value' }],
      [{ action: 'scrap', items }, { action: 'Invalid value' }],
      [{ action: 'maintenance', items: [] }, { items: 'Invalid value' }],
      [{ action: 'maintenance', items: tooMany }, { items: 'Invalid value' }],
      [
        { action: 'maintenance', items: [{ kind: 'crane', id: 1 }] },
        { 'items.0.kind': 'Invalid value' },
      ],
      [
        { action: 'maintenance', items: [{ kind: 'tool', id: -1 }] },
        { 'items.0.id': 'Invalid value' },
      ],
      [{ action: 'assign', items }, { assignedUserId: 'Choose a worker' }],
      [{ action: 'check_out', items }, { assignedUserId: 'Choose a worker' }],
      [{ action: 'return', items }, { storageUnitId: 'Choose a storage unit' }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await bulk(y.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json(), JSON.stringify(body).slice(0, 80)).toMatchObject({ fieldErrors });
    }
    expect(await toolRow(items[0]!.id)).toMatchObject({ status: 'available' });
  });
});

describe('cost and repeats', () => {
  it('two sessions over the same items at once, in opposite orders, neither deadlock nor both win an item', async () => {
    const y = await yard();
    const items = await toolsIn(y, 40);
    const body = (order: Item[]) => ({
      action: 'check_out',
      items: order,
      assignedUserId: y.worker.user.id,
    });
    const [forward, backward] = await Promise.all([
      bulk(y.token, body(items)),
      bulk(y.token, body([...items].reverse())),
    ]);
    const outcomes = [resultsOf(forward), [...resultsOf(backward)].reverse()];
    for (const [i, item] of items.entries()) {
      const pair = outcomes.map((results) => results[i]!);
      expect(pair.map((result) => result.id)).toEqual([item.id, item.id]);
      expect(pair.map((result) => result.outcome).sort(), `tool ${item.id}`).toEqual([
        'done',
        'refused',
      ]);
      expect(await logsOf(item)).toHaveLength(1);
    }
  });

  it('a repeat with the same Idempotency-Key answers the first results again and applies once', async () => {
    const y = await yard();
    const items = await toolsIn(y, 3);
    const body = { action: 'check_out', items, assignedUserId: y.worker.user.id };
    const key = `bulk-${process.pid}-${items[0]!.id}`;
    const first = await bulk(y.token, body, key);
    const again = await bulk(y.token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(resultsOf(first).map((result) => result.outcome)).toEqual(['done', 'done', 'done']);
    for (const item of items) {
      expect(await logsOf(item)).toHaveLength(1);
      expect(await activityOf(item)).toHaveLength(1);
    }
    // Without the key, the same body runs again: now each tool is already out.
    const unkeyed = resultsOf(await bulk(y.token, body));
    expect(unkeyed.map((result) => result.refusal?.code)).toEqual(
      items.map(() => 'errors.illegalStatusChange'),
    );
  });
});
