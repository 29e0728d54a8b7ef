import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';

/**
 * Every change of a tool's or a vehicle's state — creation, an edit of its details (decision
 * 0060), an admin's status change, an assignment, a worker's confirm and return — goes one way:
 * the row, one log entry with a code (never an English sentence) and one activity row, in one
 * transaction.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });

const yard = async () => {
  const y = await yardOf(ctx.app);
  return { ...y, organizationId: y.organization.id };
};
type Yard = Awaited<ReturnType<typeof yard>>;

const assign = (y: Yard, kind: 'tools' | 'vehicles') =>
  call(
    'POST',
    `/api/${kind}/${y[kind === 'tools' ? 'tool' : 'vehicle'].id}/status`,
    y.admin.token,
    {
      status: 'pending_confirmation',
      assignedUserId: y.worker.user.id,
      ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
    },
  );
const confirm = (y: Yard, kind: 'tools' | 'vehicles') =>
  call(
    'POST',
    `/api/${kind}/${y[kind === 'tools' ? 'tool' : 'vehicle'].id}/confirm`,
    y.worker.token,
  );

type Move = {
  name: string;
  setUp: (y: Yard) => Promise<unknown>;
  act: (y: Yard) => ReturnType<typeof call>;
  code: string;
  activity: string;
};
const nothing = async () => undefined;

const MOVES: Move[] = [
  {
    name: 'tool created',
    setUp: nothing,
    act: (y) => call('POST', '/api/tools', y.admin.token, { name: 'Saw', branchId: y.branch.id }),
    code: 'created',
    activity: 'tool_created',
  },
  {
    name: 'tool edited',
    setUp: nothing,
    act: (y) => call('PUT', `/api/tools/${y.tool.id}`, y.admin.token, { name: 'Renamed drill' }),
    code: 'updated',
    activity: 'tool_updated',
  },
  {
    name: 'tool status change',
    setUp: nothing,
    act: (y) =>
      call('POST', `/api/tools/${y.tool.id}/status`, y.admin.token, { status: 'maintenance' }),
    code: 'status_changed',
    activity: 'status_change_to_maintenance',
  },
  {
    name: 'tool assigned',
    setUp: nothing,
    act: (y) => assign(y, 'tools'),
    code: 'status_changed',
    activity: 'status_change_to_pending_confirmation',
  },
  {
    name: 'tool confirmed by the worker',
    setUp: (y) => assign(y, 'tools'),
    act: (y) => confirm(y, 'tools'),
    code: 'assignment_confirmed',
    activity: 'assignment_confirmed',
  },
  {
    name: 'tool returned by the worker',
    setUp: async (y) => (await assign(y, 'tools'), confirm(y, 'tools')),
    act: (y) =>
      call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, { storageUnitId: y.unit.id }),
    code: 'returned',
    activity: 'tool_returned',
  },
  {
    name: 'vehicle created',
    setUp: nothing,
    act: (y) =>
      call('POST', '/api/vehicles', y.admin.token, {
        make: 'VW',
        model: 'Caddy',
        year: 2021,
        licensePlate: 'M-CD 2',
        branchId: y.branch.id,
      }),
    code: 'created',
    activity: 'vehicle_created',
  },
  {
    name: 'vehicle edited',
    setUp: nothing,
    act: (y) =>
      call('PUT', `/api/vehicles/${y.vehicle.id}`, y.admin.token, { model: 'Renamed model' }),
    code: 'updated',
    activity: 'vehicle_updated',
  },
  {
    name: 'vehicle status change',
    setUp: nothing,
    act: (y) =>
      call('POST', `/api/vehicles/${y.vehicle.id}/status`, y.admin.token, {
        status: 'service',
        odometerReading: 500,
      }),
    code: 'status_changed',
    activity: 'status_change_to_service',
  },
  {
    name: 'vehicle assigned',
    setUp: nothing,
    act: (y) => assign(y, 'vehicles'),
    code: 'status_changed',
    activity: 'status_change_to_pending_confirmation',
  },
  {
    name: 'vehicle confirmed by the worker',
    setUp: (y) => assign(y, 'vehicles'),
    act: (y) => confirm(y, 'vehicles'),
    code: 'assignment_confirmed',
    activity: 'assignment_confirmed',
  },
  {
    name: 'vehicle returned by the worker',
    setUp: async (y) => (await assign(y, 'vehicles'), confirm(y, 'vehicles')),
    act: (y) =>
      call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
        parkingLocationId: y.parking.id,
        odometerReading: 1200,
      }),
    code: 'returned',
    activity: 'vehicle_returned',
  },
];

type Snapshot = {
  logs: Array<{ action: string; note_code: string | null; notes: string | null }>;
  activity: string[];
  items: string[];
};

/** Everything of the organization a move may write: log entries, activity, the items' states. */
const snapshot = async (organizationId: number): Promise<Snapshot> => {
  const logs = await ctx.pool.query(
    `select action, note_code, notes, id, 't' as kind from tool_logs where organization_id = $1
     union all select action, note_code, notes, id, 'v' from vehicle_logs where organization_id = $1 order by kind, id`,
    [organizationId],
  );
  const feed = await ctx.pool.query(
    `select action from activity where organization_id = $1 and type in ('tool', 'vehicle') order by id`,
    [organizationId],
  );
  const items = await ctx.pool.query(
    `select 't' || id || ':' || status || ':' || coalesce(assigned_user_id, 0) as item from tools where organization_id = $1
     union all select 'v' || id || ':' || status || ':' || coalesce(assigned_user_id, 0) from vehicles where organization_id = $1 order by 1`,
    [organizationId],
  );
  return {
    logs: logs.rows.map(({ action, note_code, notes }) => ({ action, note_code, notes })),
    activity: feed.rows.map((row) => row.action as string),
    items: items.rows.map((row) => row.item as string),
  };
};

describe('one write path for every move of a tool or vehicle', () => {
  for (const move of MOVES) {
    it(`${move.name}: one log entry with its code, one activity row`, async () => {
      const y = await yard();
      await move.setUp(y);
      const before = await snapshot(y.organizationId);
      const response = await move.act(y);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const after = await snapshot(y.organizationId);

      expect(after.logs).toHaveLength(before.logs.length + 1);
      const written = after.logs.find(
        (log, i) => JSON.stringify(log) !== JSON.stringify(before.logs[i]),
      );
      // The system's note is a code; nobody typed anything, so no free text.
      expect(written).toMatchObject({ note_code: move.code, notes: null });
      expect(after.activity).toEqual([...before.activity, move.activity]);
    });

    it(`${move.name}: a log entry that cannot be written leaves everything as it was`, async () => {
      const y = await yard();
      await move.setUp(y);
      const before = await snapshot(y.organizationId);
      // A real failure inside PostgreSQL: this database refuses this organization's log rows.
      await ctx.pool.query(`
        create or replace function refuse_log_${y.organizationId}() returns trigger language plpgsql as $$
        begin if new.organization_id = ${y.organizationId} then raise exception 'log storage failed'; end if; return new; end $$;
        create trigger refuse_tool_log_${y.organizationId} before insert on tool_logs for each row execute function refuse_log_${y.organizationId}();
        create trigger refuse_vehicle_log_${y.organizationId} before insert on vehicle_logs for each row execute function refuse_log_${y.organizationId}();`);
      try {
        const response = await move.act(y);
        expect(response.statusCode).toBe(500);
      } finally {
        await ctx.pool.query(`
          drop trigger refuse_tool_log_${y.organizationId} on tool_logs;
          drop trigger refuse_vehicle_log_${y.organizationId} on vehicle_logs;
          drop function refuse_log_${y.organizationId}();`);
      }
      expect(await snapshot(y.organizationId)).toEqual(before);
    });
  }

  it('answers the code and values, what was typed, and the English note older clients show', async () => {
    const y = await yard();
    await assign(y, 'tools');
    await confirm(y, 'tools');
    await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
      notes: 'Blade is dull',
    });
    const logs = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/tools/${y.tool.id}/logs`,
        headers: bearer(y.admin.token),
      })
    ).json();
    expect(
      logs.map(({ action, notes, noteCode, noteValues, typedNotes }: Record<string, unknown>) => ({
        action,
        notes,
        noteCode,
        noteValues,
        typedNotes,
      })),
    ).toEqual([
      {
        action: 'status_change_to_available',
        notes: 'Blade is dull',
        noteCode: 'returned',
        noteValues: { place: 'Container A' },
        typedNotes: 'Blade is dull',
      },
      {
        action: 'status_change_to_checked_out',
        notes: 'Assignment confirmed',
        noteCode: 'assignment_confirmed',
        noteValues: {},
        typedNotes: null,
      },
      {
        action: 'status_change_to_pending_confirmation',
        notes: 'Status changed to pending_confirmation',
        noteCode: 'status_changed',
        noteValues: { status: 'pending_confirmation' },
        typedNotes: null,
      },
      {
        action: 'created',
        notes: null,
        noteCode: 'created',
        noteValues: { status: 'available' },
        typedNotes: null,
      },
    ]);
  });
});

describe('migration 0008: the sentences the server used to write become codes', () => {
  const migration = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../drizzle/0008_log_codes.sql',
  );

  it('codes exact matches only, and leaves what people typed as it is', async () => {
    const y = await yard();
    const legacy = [
      [
        'tool_logs',
        'tool_id',
        y.tool.id,
        'status_change_to_maintenance',
        'Status changed to maintenance',
      ],
      ['tool_logs', 'tool_id', y.tool.id, 'status_change_to_checked_out', 'Assignment confirmed'],
      ['tool_logs', 'tool_id', y.tool.id, 'status_change_to_available', 'Returned to Container A'],
      [
        'tool_logs',
        'tool_id',
        y.tool.id,
        'status_change_to_available',
        'Returned to the north wall, blade dull',
      ],
      [
        'tool_logs',
        'tool_id',
        y.tool.id,
        'status_change_to_available',
        'Status changed to available, blade replaced',
      ],
      ['vehicle_logs', 'vehicle_id', y.vehicle.id, 'status_change_to_available', 'Returned'],
      [
        'vehicle_logs',
        'vehicle_id',
        y.vehicle.id,
        'status_change_to_available',
        'Returned to Bay 3',
      ],
      [
        'vehicle_logs',
        'vehicle_id',
        y.vehicle.id,
        'status_change_to_service',
        'Status changed to service',
      ],
      [
        'vehicle_logs',
        'vehicle_id',
        y.vehicle.id,
        'status_change_to_in_use',
        'Status changed to service',
      ],
    ] as const;
    await ctx.pool.query(
      `update tool_logs set note_code = null, note_values = null where organization_id = $1`,
      [y.organizationId],
    );
    for (const [table, key, id, action, notes] of legacy) {
      await ctx.pool.query(
        `insert into ${table} (organization_id, ${key}, action, notes) values ($1, $2, $3, $4)`,
        [y.organizationId, id, action, notes],
      );
    }
    const updates = (await readFile(migration, 'utf8'))
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/.test(statement));
    expect(updates.length).toBeGreaterThan(5);
    for (const statement of updates) await ctx.pool.query(statement);

    const rows = await ctx.pool.query(
      `select action, notes, note_code, note_values from tool_logs where organization_id = $1
       union all select action, notes, note_code, note_values from vehicle_logs where organization_id = $1`,
      [y.organizationId],
    );
    const coded = (notes: string | null, code: string | null) =>
      rows.rows.filter((row) => row.notes === notes && row.note_code === code);
    expect(
      rows.rows
        .filter((row) => row.action === 'created')
        .every((row) => row.note_code === 'created'),
    ).toBe(true);
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        {
          action: 'status_change_to_maintenance',
          notes: null,
          note_code: 'status_changed',
          note_values: { status: 'maintenance' },
        },
        {
          action: 'status_change_to_checked_out',
          notes: null,
          note_code: 'assignment_confirmed',
          note_values: {},
        },
        {
          action: 'status_change_to_available',
          notes: null,
          note_code: 'returned',
          note_values: { place: 'Container A' },
        },
        {
          action: 'status_change_to_available',
          notes: null,
          note_code: 'returned',
          note_values: {},
        },
        {
          action: 'status_change_to_available',
          notes: null,
          note_code: 'returned',
          note_values: { place: 'Bay 3' },
        },
        {
          action: 'status_change_to_service',
          notes: null,
          note_code: 'status_changed',
          note_values: { status: 'service' },
        },
      ]),
    );
    // Typed, or not what the server wrote for that action: free text, as before.
    expect(coded('Returned to the north wall, blade dull', null)).toHaveLength(1);
    expect(coded('Status changed to available, blade replaced', null)).toHaveLength(1);
    expect(coded('Status changed to service', null)).toHaveLength(1);
  });
});
