import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  TOOL_STATUSES,
  TOOL_TRANSITIONS,
  VEHICLE_STATUSES,
  VEHICLE_TRANSITIONS,
} from '@toolyard/shared';
import { toolLogs, tools, vehicleLogs, vehicles } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

let ctx: TestContext;
let admin: { token: string };
let branchId: number;
let workerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const org = await organizationWithAdmin(ctx.app);
  admin = org.admin;
  branchId = (await branchWithSite(ctx.app, admin.token)).branch.id;
  workerId = (await workerOf(ctx.app, admin.token)).user.id;
});
afterAll(() => ctx.close());

const move = (kind: 'tools' | 'vehicles', id: number, status: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${kind}/${id}/status`,
    headers: bearer(admin.token),
    payload: {
      status,
      assignedUserId: workerId,
      ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
    },
  });

/** Every (from, to) pair the machine does not allow, reached from `available` by legal moves. */
const illegalPairs = <S extends string>(
  statuses: readonly S[],
  transitions: Record<S, readonly S[]>,
) =>
  statuses.flatMap((from) =>
    statuses.filter((to) => !transitions[from].includes(to)).map((to) => [from, to] as const),
  );

describe('every illegal status change is refused with 409 and writes nothing', () => {
  it.each(illegalPairs(TOOL_STATUSES, TOOL_TRANSITIONS))('tool %s → %s', async (from, to) => {
    const tool = await create(ctx.app, admin.token, '/api/tools', {
      name: `T ${from}-${to}`,
      branchId,
    });
    if (from !== 'available') expect((await move('tools', tool.id, from)).statusCode).toBe(200);
    const logsBefore = (
      await ctx.db.select({ n: count() }).from(toolLogs).where(eq(toolLogs.toolId, tool.id))
    )[0]!.n;
    const response = await move('tools', tool.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
    const [row] = await ctx.db
      .select({ status: tools.status })
      .from(tools)
      .where(eq(tools.id, tool.id));
    expect(row!.status).toBe(from);
    expect(
      (await ctx.db.select({ n: count() }).from(toolLogs).where(eq(toolLogs.toolId, tool.id)))[0]!
        .n,
    ).toBe(logsBefore);
  });

  it.each(illegalPairs(VEHICLE_STATUSES, VEHICLE_TRANSITIONS))(
    'vehicle %s → %s',
    async (from, to) => {
      const vehicle = await create(ctx.app, admin.token, '/api/vehicles', {
        make: 'M',
        model: `${from}-${to}`,
        year: 2020,
        licensePlate: 'X',
        branchId,
      });
      if (from !== 'available')
        expect((await move('vehicles', vehicle.id, from)).statusCode).toBe(200);
      const logsBefore = (
        await ctx.db
          .select({ n: count() })
          .from(vehicleLogs)
          .where(eq(vehicleLogs.vehicleId, vehicle.id))
      )[0]!.n;
      const response = await move('vehicles', vehicle.id, to);
      expect(response.statusCode).toBe(409);
      const [row] = await ctx.db
        .select({ status: vehicles.status })
        .from(vehicles)
        .where(eq(vehicles.id, vehicle.id));
      expect(row!.status).toBe(from);
      expect(
        (
          await ctx.db
            .select({ n: count() })
            .from(vehicleLogs)
            .where(eq(vehicleLogs.vehicleId, vehicle.id))
        )[0]!.n,
      ).toBe(logsBefore);
    },
  );

  it('and every legal one succeeds', async () => {
    for (const [from, targets] of Object.entries(TOOL_TRANSITIONS)) {
      for (const to of targets) {
        const tool = await create(ctx.app, admin.token, '/api/tools', {
          name: `L ${from}-${to}`,
          branchId,
        });
        if (from !== 'available') await move('tools', tool.id, from);
        expect((await move('tools', tool.id, to)).statusCode, `${from} → ${to}`).toBe(200);
      }
    }
  });
});
