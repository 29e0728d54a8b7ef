import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { tools, vehicleLogs, vehicles } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const thisYear = new Date().getFullYear();

const setupVehicle = async (overrides: Record<string, unknown> = {}) => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  const vehicle = await create(ctx.app, org.admin.token, '/api/vehicles', {
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    year: 2021,
    licensePlate: 'B-TY 123',
    branchId: branch.id,
    // All-season: summer tyres would refuse a hand-out in winter (decision 0043), and the
    // tests would pass or fail by the month.
    tireType: 'all_season',
    tireYear: 2022,
    ...overrides,
  });
  return { ...org, branch, vehicle };
};

const logCount = async (vehicleId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(vehicleLogs)
      .where(eq(vehicleLogs.vehicleId, vehicleId))
  )[0]!.n;

describe('vehicles', () => {
  it('creates a vehicle with its tire data and branch', async () => {
    const { vehicle, branch } = await setupVehicle({ tireType: 'summer' });
    expect(vehicle).toMatchObject({
      status: 'available',
      tireType: 'summer',
      tireYear: 2022,
      branch: { id: branch.id },
    });
  });

  it('checks year and tire-year ranges', async () => {
    const { admin, branch } = await setupVehicle();
    const base = { make: 'VW', model: 'Crafter', licensePlate: 'X-1', branchId: branch.id };
    const tooNew = await call('POST', '/api/vehicles', admin.token, {
      ...base,
      year: thisYear + 2,
    });
    expect(tooNew.json().fieldErrors).toEqual({ year: 'Year must be between 1900 and next year' });
    expect(
      (await call('POST', '/api/vehicles', admin.token, { ...base, year: thisYear + 1 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/vehicles', admin.token, { ...base, year: 1899 })).statusCode,
    ).toBe(400);
    const tire = await call('POST', '/api/vehicles', admin.token, {
      ...base,
      year: 2020,
      tireYear: 1989,
    });
    expect(tire.json().fieldErrors).toEqual({
      tireYear: 'Tire year must be between 1990 and this year',
    });
    expect(
      (
        await call('POST', '/api/vehicles', admin.token, {
          ...base,
          year: 2020,
          tireYear: thisYear + 1,
        })
      ).statusCode,
    ).toBe(400);
    const missing = await call('POST', '/api/vehicles', admin.token, {});
    expect(missing.json().fieldErrors).toEqual({
      make: 'Make is required',
      model: 'Model is required',
      year: 'Year must be between 1900 and next year',
      licensePlate: 'License plate is required',
      branchId: 'Branch is required',
    });
  });

  it('logs a status change with the odometer reading, and refuses an illegal one', async () => {
    const { admin, vehicle } = await setupVehicle();
    const moved = await call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, {
      status: 'in_use',
      odometerReading: 48210,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().checkoutDate).not.toBeNull();
    const logs = (await call('GET', `/api/vehicles/${vehicle.id}/logs`, admin.token)).json();
    expect(logs[0]).toMatchObject({
      action: 'status_change_to_in_use',
      odometerReading: 48210,
      user: { firstName: 'Ada' },
    });
    const before = await logCount(vehicle.id);
    const illegal = await call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, {
      status: 'pending_confirmation',
      odometerReading: 48300,
    });
    expect(illegal.statusCode).toBe(409);
    expect(await logCount(vehicle.id)).toBe(before);
  });

  it('requires an odometer reading out of the yard and back, not for service', async () => {
    const { admin, vehicle } = await setupVehicle();
    const status = (body: object) =>
      call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, body);
    const checkOut = await status({ status: 'in_use' });
    expect(checkOut.statusCode).toBe(400);
    expect(checkOut.json().fieldErrors).toEqual({
      odometerReading: 'Enter the odometer reading in km',
    });
    expect(
      (await call('PUT', `/api/vehicles/${vehicle.id}`, admin.token, { status: 'in_use' }))
        .statusCode,
    ).toBe(400);
    expect((await status({ status: 'in_use', odometerReading: 500 })).statusCode).toBe(200);
    const back = await status({ status: 'available' });
    expect(back.json().fieldErrors).toEqual({
      odometerReading: 'Enter the odometer reading in km',
    });
    expect((await status({ status: 'service' })).json()).toMatchObject({ status: 'service' });
    expect(
      (
        await call('PUT', `/api/vehicles/${vehicle.id}`, admin.token, { status: 'available' })
      ).json(),
    ).toMatchObject({ status: 'available' });
    const logs = (await call('GET', `/api/vehicles/${vehicle.id}/logs`, admin.token)).json();
    expect(
      logs.map((log: { action: string; odometerReading: number | null }) => [
        log.action,
        log.odometerReading,
      ]),
    ).toEqual([
      ['status_change_to_available', null],
      ['status_change_to_service', null],
      ['status_change_to_in_use', 500],
      ['created', null],
    ]);
  });

  it('assigns to a worker as pending confirmation', async () => {
    const { admin, vehicle } = await setupVehicle();
    const worker = await workerOf(ctx.app, admin.token);
    const response = await call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, {
      status: 'pending_confirmation',
      odometerReading: 100,
      assignedUserId: worker.user.id,
    });
    expect(response.json()).toMatchObject({
      status: 'pending_confirmation',
      assignedUser: { id: worker.user.id },
    });
  });

  it('lets exactly one of two racing changes win', async () => {
    const { admin, vehicle } = await setupVehicle();
    const worker = await workerOf(ctx.app, admin.token);
    const results = await Promise.all([
      call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, {
        status: 'in_use',
        odometerReading: 1,
      }),
      call('POST', `/api/vehicles/${vehicle.id}/status`, admin.token, {
        status: 'pending_confirmation',
        odometerReading: 1,
        assignedUserId: worker.user.id,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("hides another organization's vehicle from every id-taking route", async () => {
    const a = await setupVehicle();
    const b = await organizationWithAdmin(ctx.app);
    const id = a.vehicle.id;
    for (const response of await Promise.all([
      call('PUT', `/api/vehicles/${id}`, b.admin.token, { make: 'Mine' }),
      call('DELETE', `/api/vehicles/${id}`, b.admin.token),
      call('POST', `/api/vehicles/${id}/status`, b.admin.token, {
        status: 'service',
        odometerReading: 1,
      }),
      call('GET', `/api/vehicles/${id}/logs`, b.admin.token),
    ])) {
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await call('POST', '/api/vehicle-logs', b.admin.token, { vehicleId: id, action: 'x' }))
        .statusCode,
    ).toBe(400);
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(row).toMatchObject({ make: 'Mercedes-Benz', status: 'available' });
  });
});

describe('storage units', () => {
  it('creates a unit, unlimited when no capacity is given, and lists the tools in it', async () => {
    const { admin, branch } = await setupVehicle();
    const unit = await create(ctx.app, admin.token, '/api/storage-units', {
      name: 'Container 1',
      location: 'Yard north',
      branchId: branch.id,
    });
    expect(unit).toMatchObject({ capacity: null, branch: { id: branch.id } });
    const tool = await create(ctx.app, admin.token, '/api/tools', {
      name: 'Laser level',
      branchId: branch.id,
      serialNumber: 'LL-9',
    });
    await ctx.db.update(tools).set({ storageUnitId: unit.id }).where(eq(tools.id, tool.id));
    expect((await call('GET', `/api/storage-units/${unit.id}/tools`, admin.token)).json()).toEqual([
      { id: tool.id, name: 'Laser level', serialNumber: 'LL-9', status: 'available' },
    ]);
  });

  it('requires name, location and branch; capacity is a whole number of at least 1', async () => {
    const { admin, branch } = await setupVehicle();
    expect((await call('POST', '/api/storage-units', admin.token, {})).json().fieldErrors).toEqual({
      name: 'Storage unit name is required',
      location: 'Location is required',
      branchId: 'Branch is required',
    });
    for (const capacity of [0, 2.5, -1]) {
      const response = await call('POST', '/api/storage-units', admin.token, {
        name: 'U',
        location: 'L',
        branchId: branch.id,
        capacity,
      });
      expect(response.json().fieldErrors).toEqual({
        capacity: 'Capacity must be a whole number of at least 1',
      });
    }
  });

  it("hides another organization's unit and its contents", async () => {
    const a = await setupVehicle();
    const b = await organizationWithAdmin(ctx.app);
    const unit = await create(ctx.app, a.admin.token, '/api/storage-units', {
      name: 'Secret',
      location: 'Vault',
      branchId: a.branch.id,
    });
    for (const response of await Promise.all([
      call('GET', `/api/storage-units/${unit.id}/tools`, b.admin.token),
      call('PUT', `/api/storage-units/${unit.id}`, b.admin.token, {
        name: 'x',
        location: 'y',
        branchId: a.branch.id,
      }),
      call('DELETE', `/api/storage-units/${unit.id}`, b.admin.token),
    ])) {
      expect(response.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/storage-units', b.admin.token)).json()).toEqual([]);
  });
});
