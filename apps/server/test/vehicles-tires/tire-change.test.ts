import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, workerOf } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type VehicleLogAnswer = {
  action: string;
  noteCode: string | null;
  noteValues: Record<string, unknown>;
  userId: number;
};

const changeTires = (token: string, vehicleId: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/tires`,
    headers: bearer(token),
    payload,
  });

const logsOf = async (token: string, vehicleId: number) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/${vehicleId}/logs`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VehicleLogAnswer[]>();
};

/** What a refused change must leave alone: the vehicle's tyres, its log and the activity. */
const traces = async (vehicleId: number) =>
  (
    await ctx.pool.query(
      `select v.tire_type, v.tire_year, v.status, v.updated_at,
              (select count(*)::int from vehicle_logs where vehicle_id = v.id) as logs,
              (select count(*)::int from activity where entity_type = 'vehicle' and entity_id = v.id) as activities
       from vehicles v where v.id = $1`,
      [vehicleId],
    )
  ).rows[0];

const thisYear = new Date().getFullYear();

describe('recording a tyre change on a vehicle', () => {
  it('sets the tyres, logs the change with its type and year, records the activity and keeps the status', async () => {
    const a = await yardOf(ctx.app);
    const response = await changeTires(a.admin.token, a.vehicle.id, {
      tireType: 'winter',
      tireYear: thisYear,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: a.vehicle.id,
      tireType: 'winter',
      tireYear: thisYear,
      status: 'available',
    });

    const [latest] = await logsOf(a.admin.token, a.vehicle.id);
    expect(latest).toMatchObject({
      action: 'tires_changed',
      noteCode: 'tires_changed',
      noteValues: { tireType: 'winter', tireYear: thisYear },
      userId: a.admin.user.id,
    });
    const activity = await ctx.pool.query(
      `select action, metadata from activity where entity_type = 'vehicle' and entity_id = $1 order by id desc limit 1`,
      [a.vehicle.id],
    );
    expect(activity.rows[0]).toMatchObject({
      action: 'vehicle_tires_changed',
      metadata: { tireType: 'winter', tireYear: thisYear, previousTireType: null },
    });
  });

  it('takes tyres of unknown year: the old year is cleared, and the log says no year', async () => {
    const a = await yardOf(ctx.app);
    await changeTires(a.admin.token, a.vehicle.id, { tireType: 'summer', tireYear: 2020 });
    const response = await changeTires(a.admin.token, a.vehicle.id, { tireType: 'all_season' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tireType: 'all_season', tireYear: null });
    const [latest] = await logsOf(a.admin.token, a.vehicle.id);
    expect(latest!.noteValues).toEqual({ tireType: 'all_season', tireYear: null });
  });

  it('refuses a bad type or year by the vehicle form rule, and changes nothing', async () => {
    const a = await yardOf(ctx.app);
    await changeTires(a.admin.token, a.vehicle.id, { tireType: 'summer', tireYear: 2021 });
    const before = await traces(a.vehicle.id);
    const bad: Array<[object, string]> = [
      [{ tireType: 'snow', tireYear: 2022 }, 'tireType'],
      [{ tireType: '', tireYear: 2022 }, 'tireType'],
      [{ tireYear: 2022 }, 'tireType'],
      [{ tireType: null }, 'tireType'],
      [{ tireType: 'winter', tireYear: 1989 }, 'tireYear'],
      [{ tireType: 'winter', tireYear: thisYear + 1 }, 'tireYear'],
      [{ tireType: 'winter', tireYear: 2022.5 }, 'tireYear'],
      [{ tireType: 'winter', tireYear: 'new' }, 'tireYear'],
    ];
    for (const [payload, field] of bad) {
      const response = await changeTires(a.admin.token, a.vehicle.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect(await traces(a.vehicle.id)).toEqual(before);
  });

  it("does not find another organization's vehicle, and changes nothing there", async () => {
    const a = await yardOf(ctx.app);
    const b = await yardOf(ctx.app);
    const before = await traces(b.vehicle.id);
    const response = await changeTires(a.admin.token, b.vehicle.id, { tireType: 'winter' });
    expect(response.statusCode).toBe(404);
    expect(await traces(b.vehicle.id)).toEqual(before);
    const missing = await changeTires(a.admin.token, 2_000_000_000, { tireType: 'winter' });
    expect(missing.statusCode).toBe(404);
  });

  it('forbids a worker, and changes nothing', async () => {
    const a = await yardOf(ctx.app);
    const worker = await workerOf(ctx.app, a.admin.token);
    const before = await traces(a.vehicle.id);
    const response = await changeTires(worker.token, a.vehicle.id, { tireType: 'winter' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await traces(a.vehicle.id)).toEqual(before);
  });

  it("lets the superadmin change any organization's vehicle, logged in its organization", async () => {
    const a = await yardOf(ctx.app);
    const admin = await superadmin(ctx.app, ctx.db);
    const response = await changeTires(admin.token, a.vehicle.id, {
      tireType: 'winter',
      tireYear: 2024,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await logsOf(a.admin.token, a.vehicle.id);
    expect(latest).toMatchObject({ noteCode: 'tires_changed', userId: admin.user.id });
  });
});
