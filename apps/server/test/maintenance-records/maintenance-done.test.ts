import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { bearer, create, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const monthOf = (day: string) => day.slice(0, 7);

describe('maintenance done', () => {
  it('a tool with an interval: recorded with cost, who and notes; the next date rolls on; the overdue state ends; the log says so', async () => {
    const org = await dueOrganization(ctx);
    const drill = await create(ctx.app, org.admin.token, '/api/tools', {
      name: 'Core drill',
      branchId: org.branch.id,
      nextMaintenanceDate: dayFromToday(-3),
      maintenanceIntervalDays: 90,
    });
    expect(drill.due).toMatchObject({ state: 'overdue' });

    const done = await call('POST', `/api/tools/${drill.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(0),
      cost: '149,90',
      notes: 'New carbon brushes',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      lastMaintenanceDate: dayFromToday(0),
      nextMaintenanceDate: dayFromToday(90),
      due: { state: 'ok' },
    });

    const history = (
      await call('GET', `/api/tools/${drill.id}/maintenance`, org.admin.token)
    ).json();
    expect(history.totalCost).toBe('149.90');
    expect(history.records).toHaveLength(1);
    expect(history.records[0]).toMatchObject({
      performedOn: dayFromToday(0),
      cost: '149.90',
      notes: 'New carbon brushes',
      performedBy: { firstName: org.admin.user.firstName },
    });
    const logs = (await call('GET', `/api/tools/${drill.id}/logs`, org.admin.token)).json();
    expect(logs[0]).toMatchObject({
      action: 'maintenance_done',
      noteCode: 'maintenance_done',
      noteValues: { performedOn: dayFromToday(0), nextDate: dayFromToday(90) },
      typedNotes: 'New carbon brushes',
    });
  });

  it('without an interval a met next date is cleared, a later one kept; an earlier record entered late moves nothing back', async () => {
    const org = await dueOrganization(ctx);
    const saw = await org.tool('Saw', dayFromToday(-1));
    const met = await call('POST', `/api/tools/${saw.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(0),
    });
    expect(met.json().nextMaintenanceDate).toBeNull();

    const grinder = await org.tool('Grinder', dayFromToday(30));
    const early = await call('POST', `/api/tools/${grinder.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(-1),
    });
    expect(early.json()).toMatchObject({
      nextMaintenanceDate: dayFromToday(30),
      lastMaintenanceDate: dayFromToday(-1),
    });
    const late = await call('POST', `/api/tools/${grinder.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(-20),
      cost: 10,
    });
    expect(late.json().lastMaintenanceDate).toBe(dayFromToday(-1));
    const history = (
      await call('GET', `/api/tools/${grinder.id}/maintenance`, org.admin.token)
    ).json();
    expect(history.records.map((record: { performedOn: string }) => record.performedOn)).toEqual([
      dayFromToday(-1),
      dayFromToday(-20),
    ]);
  });

  it('a vehicle service rolls the date and the kilometres by its intervals, logs the reading, and judges it like every reading', async () => {
    const org = await dueOrganization(ctx);
    const van = await org.vehicle('B-MD 1', {
      nextServiceDate: dayFromToday(-1),
      nextServiceKm: 60_000,
      serviceIntervalDays: 365,
      serviceIntervalKm: 30_000,
    });
    await org.readings(van.id, [5, 59_000]);

    const lower = await call('POST', `/api/vehicles/${van.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(0),
      odometerReading: 5_000,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().fieldErrors).toHaveProperty('odometerCorrection');
    expect(
      (await call('GET', `/api/vehicles/${van.id}/maintenance`, org.admin.token)).json().records,
    ).toEqual([]);

    const done = await call('POST', `/api/vehicles/${van.id}/maintenance`, org.admin.token, {
      performedOn: dayFromToday(0),
      odometerReading: 60_100,
      cost: 820,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      lastServiceDate: dayFromToday(0),
      nextServiceDate: dayFromToday(365),
      nextServiceKm: 90_100,
      due: { state: 'ok' },
    });
    const logs = (await call('GET', `/api/vehicles/${van.id}/logs`, org.admin.token)).json();
    expect(logs[0]).toMatchObject({ action: 'maintenance_done', odometerReading: 60_100 });
  });

  it('costs add up per month and branch, name the items that cost most, and total', async () => {
    const org = await dueOrganization(ctx);
    const other = await create(ctx.app, org.admin.token, '/api/branches', { name: 'Süd' });
    const drill = await org.tool('Drill', null);
    const mixer = await create(ctx.app, org.admin.token, '/api/tools', {
      name: 'Mixer',
      branchId: other.id,
    });
    const record = (id: number, performedOn: string, cost: string) =>
      call('POST', `/api/tools/${id}/maintenance`, org.admin.token, { performedOn, cost });
    const today = dayFromToday(0);
    const lastMonthDay = `${monthOf(dayFromToday(-40))}-15`;
    expect((await record(drill.id, today, '100.10')).statusCode).toBe(200);
    expect((await record(drill.id, lastMonthDay, '50')).statusCode).toBe(200);
    expect((await record(mixer.id, today, '20.05')).statusCode).toBe(200);

    const costs = await call(
      'GET',
      `/api/maintenance-costs?from=${monthOf(lastMonthDay)}&to=${monthOf(today)}`,
      org.admin.token,
    );
    expect(costs.statusCode, costs.body).toBe(200);
    const body = costs.json();
    expect(body.total).toBe('170.15');
    expect(body.rows).toEqual(
      expect.arrayContaining([
        {
          month: monthOf(lastMonthDay),
          branch: { id: org.branch.id, name: org.branch.name },
          records: 1,
          total: '50.00',
        },
        {
          month: monthOf(today),
          branch: { id: org.branch.id, name: org.branch.name },
          records: 1,
          total: '100.10',
        },
        {
          month: monthOf(today),
          branch: { id: other.id, name: 'Süd' },
          records: 1,
          total: '20.05',
        },
      ]),
    );
    expect(body.items[0]).toEqual({
      kind: 'tool',
      id: drill.id,
      name: 'Drill',
      records: 2,
      total: '150.10',
    });

    // Another organization sees none of it.
    const stranger = await dueOrganization(ctx);
    const theirs = await call(
      'GET',
      `/api/maintenance-costs?from=${monthOf(lastMonthDay)}&to=${monthOf(today)}`,
      stranger.admin.token,
    );
    expect(theirs.json()).toEqual({ rows: [], items: [], total: '0.00' });
  });

  it('bad input is refused with its field and changes nothing', async () => {
    const org = await dueOrganization(ctx);
    const drill = await org.tool('Drill', dayFromToday(5));
    for (const [payload, field] of [
      [{ performedOn: dayFromToday(3) }, 'performedOn'],
      [{ performedOn: '2026-02-30' }, 'performedOn'],
      [{ performedOn: dayFromToday(0), cost: '12.345' }, 'cost'],
      [{ performedOn: dayFromToday(0), cost: '-5' }, 'cost'],
      [{ performedOn: dayFromToday(0), cost: '99999999' }, 'cost'],
    ] as const) {
      const refused = await call(
        'POST',
        `/api/tools/${drill.id}/maintenance`,
        org.admin.token,
        payload,
      );
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors).toHaveProperty(field);
    }
    const interval = await call('PUT', `/api/tools/${drill.id}`, org.admin.token, {
      maintenanceIntervalDays: 0,
    });
    expect(interval.json().fieldErrors).toHaveProperty('maintenanceIntervalDays');
    const history = (
      await call('GET', `/api/tools/${drill.id}/maintenance`, org.admin.token)
    ).json();
    expect(history).toEqual({ records: [], totalCost: '0.00' });
  });

  it("another organization's admin and a worker can neither record nor read maintenance", async () => {
    const org = await dueOrganization(ctx);
    const drill = await org.tool('Drill', dayFromToday(-1));
    const van = await org.vehicle('B-MD 2');
    const stranger = await dueOrganization(ctx);
    const worker = await workerOf(ctx.app, org.admin.token);
    for (const url of [
      `/api/tools/${drill.id}/maintenance`,
      `/api/vehicles/${van.id}/maintenance`,
    ]) {
      const recorded = await call('POST', url, stranger.admin.token, {
        performedOn: dayFromToday(0),
      });
      expect(recorded.statusCode).toBe(404);
      expect((await call('GET', url, stranger.admin.token)).statusCode).toBe(404);
      expect(
        (await call('POST', url, worker.token, { performedOn: dayFromToday(0) })).statusCode,
      ).toBe(403);
    }
    expect(
      (await call('GET', '/api/maintenance-costs?from=2026-01&to=2026-02', worker.token))
        .statusCode,
    ).toBe(403);
    const tool = (await call('GET', `/api/tools/${drill.id}`, org.admin.token)).json();
    expect(tool.lastMaintenanceDate).toBeNull();
  });
});
