import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activity, toolLogs, vehicleLogs } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, workerOf } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });

const yard = () => yardOf(ctx.app);

const assign = (token: string, kind: 'tools' | 'vehicles', id: number, workerId: number) =>
  call('POST', `/api/${kind}/${id}/status`, token, {
    status: 'pending_confirmation',
    assignedUserId: workerId,
    ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
  });

describe('the assignment round trip', () => {
  it('tool: assign → pending → confirm → assigned → return to storage → available, logged at every step', async () => {
    const y = await yard();
    expect((await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', '/api/tools/pending', y.worker.token))
        .json()
        .map((t: { id: number }) => t.id),
    ).toEqual([y.tool.id]);

    const confirmed = await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'checked_out',
      assignedUserId: y.worker.user.id,
    });
    expect((await call('GET', '/api/tools/pending', y.worker.token)).json()).toEqual([]);
    expect(
      (await call('GET', '/api/tools/assigned', y.worker.token))
        .json()
        .map((t: { id: number }) => t.id),
    ).toEqual([y.tool.id]);

    const places = (await call('GET', '/api/storage-units/available', y.worker.token)).json();
    expect(places).toEqual([
      {
        id: y.unit.id,
        name: 'Container A',
        labelCode: y.unit.labelCode,
        branchId: y.branch.id,
        branchName: y.branch.name,
      },
    ]);
    const returned = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
    });
    expect(returned.json()).toMatchObject({
      status: 'available',
      storageUnitId: y.unit.id,
      assignedUserId: null,
      siteId: null,
    });
    expect((await call('GET', '/api/tools/assigned', y.worker.token)).json()).toEqual([]);
    expect(
      (await call('GET', `/api/storage-units/${y.unit.id}/tools`, y.admin.token))
        .json()
        .map((t: { id: number }) => t.id),
    ).toEqual([y.tool.id]);

    const actions = (
      await ctx.db.select().from(toolLogs).where(eq(toolLogs.toolId, y.tool.id))
    ).map((l) => l.action);
    expect(actions).toEqual([
      'created',
      'status_change_to_pending_confirmation',
      'status_change_to_checked_out',
      'status_change_to_available',
    ]);
    const feed = (
      await ctx.db
        .select()
        .from(activity)
        .where(and(eq(activity.entityType, 'tool'), eq(activity.entityId, y.tool.id)))
    ).map((a) => a.action);
    expect(feed).toEqual([
      'tool_created',
      'status_change_to_pending_confirmation',
      'assignment_confirmed',
      'tool_returned',
    ]);
  });

  it('vehicle: confirm, then return to a parking place with odometer and fuel recorded', async () => {
    const y = await yard();
    await assign(y.admin.token, 'vehicles', y.vehicle.id, y.worker.user.id);
    expect(
      (await call('POST', `/api/vehicles/${y.vehicle.id}/confirm`, y.worker.token)).json().status,
    ).toBe('in_use');
    expect((await call('GET', '/api/parking-locations/available', y.worker.token)).json()).toEqual([
      {
        id: y.parking.id,
        name: 'Bay 3',
        labelCode: y.parking.labelCode,
        branchId: y.branch.id,
        branchName: y.branch.name,
      },
    ]);
    const returned = await call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
      parkingLocationId: y.parking.id,
      notes: 'Keys in the office',
      odometerReading: 1234,
      fuelLevel: 60,
    });
    expect(returned.json()).toMatchObject({
      status: 'available',
      parkingLocationId: y.parking.id,
      currentLocation: 'Bay 3',
      fuelLevel: 60,
      assignedUserId: null,
    });
    const [last] = (
      await ctx.db.select().from(vehicleLogs).where(eq(vehicleLogs.vehicleId, y.vehicle.id))
    ).slice(-1);
    expect(last).toMatchObject({
      action: 'status_change_to_available',
      odometerReading: 1234,
      notes: 'Keys in the office',
    });
  });

  it("a vehicle can go back to no specific place ('none')", async () => {
    const y = await yard();
    await assign(y.admin.token, 'vehicles', y.vehicle.id, y.worker.user.id);
    await call('POST', `/api/vehicles/${y.vehicle.id}/confirm`, y.worker.token);
    const returned = await call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
      parkingLocationId: 'none',
    });
    expect(returned.json()).toMatchObject({
      status: 'available',
      parkingLocationId: null,
      currentLocation: null,
    });
  });

  it('refuses a second confirm and a second return with 409', async () => {
    const y = await yard();
    await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id);
    expect((await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token)).statusCode).toBe(
      409,
    );
    expect(
      (
        await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
          storageUnitId: y.unit.id,
        })
      ).statusCode,
    ).toBe(200);
    const again = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: y.unit.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses another worker's item and another organization's with 404", async () => {
    const y = await yard();
    const colleague = await workerOf(ctx.app, y.admin.token);
    await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id);
    expect(
      (await call('POST', `/api/tools/${y.tool.id}/confirm`, colleague.token)).statusCode,
    ).toBe(404);
    const other = await yard();
    expect(
      (await call('POST', `/api/tools/${y.tool.id}/confirm`, other.worker.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/vehicles/${y.vehicle.id}/confirm`, other.worker.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/tools/pending', colleague.token)).json()).toEqual([]);
  });

  it('refuses a storage unit or parking place of another organization', async () => {
    const y = await yard();
    const other = await yard();
    await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id);
    await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    const response = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {
      storageUnitId: other.unit.id,
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/tools/assigned', y.worker.token)).json()).toHaveLength(1);
    await assign(y.admin.token, 'vehicles', y.vehicle.id, y.worker.user.id);
    await call('POST', `/api/vehicles/${y.vehicle.id}/confirm`, y.worker.token);
    expect(
      (
        await call('POST', `/api/vehicles/${y.vehicle.id}/return`, y.worker.token, {
          parkingLocationId: other.parking.id,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a tool return needs a storage unit', async () => {
    const y = await yard();
    const response = await call('POST', `/api/tools/${y.tool.id}/return`, y.worker.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ storageUnitId: 'Choose a storage unit' });
  });

  it('admins do not confirm or return for workers', async () => {
    const y = await yard();
    await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id);
    expect((await call('POST', `/api/tools/${y.tool.id}/confirm`, y.admin.token)).statusCode).toBe(
      403,
    );
  });
});
