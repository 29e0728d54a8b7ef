import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { bearer } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const ids = async (url: string, token: string) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
};

const organization = () => dueOrganization(ctx);

describe('due states of tools', () => {
  it('a maintenance date passed is overdue, one within 14 days due soon, a later one or none ok; the list filters by exactly that', async () => {
    const org = await organization();
    const overdue = await org.tool('Overdue drill', dayFromToday(-1));
    const today = await org.tool('Due today', dayFromToday(0));
    const soon = await org.tool('Soon saw', dayFromToday(14));
    const later = await org.tool('Later grinder', dayFromToday(15));
    const none = await org.tool('Hammer', null);

    const tool = async (id: number) => (await get(`/api/tools/${id}`, org.admin.token)).json().due;
    expect(await tool(overdue.id)).toEqual({
      state: 'overdue',
      reasons: [{ kind: 'maintenance', state: 'overdue', date: dayFromToday(-1), kmLeft: null }],
    });
    expect((await tool(today.id)).state).toBe('due_soon');
    expect((await tool(soon.id)).state).toBe('due_soon');
    expect(await tool(later.id)).toEqual({ state: 'ok', reasons: [] });
    expect(await tool(none.id)).toEqual({ state: 'ok', reasons: [] });

    expect(await ids('/api/tools?due=overdue', org.admin.token)).toEqual([overdue.id]);
    expect(await ids('/api/tools?due=due_soon', org.admin.token)).toEqual([today.id, soon.id]);
    const page = (await get('/api/tools?due=due_soon&limit=1', org.admin.token)).json();
    // A page counts and orders the filtered tools alone: by name, "Due today" first.
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([today.id]);
    expect(page.total).toBe(2);
  });

  it("the organization's window moves what is due soon, and a window out of range is refused", async () => {
    const org = await organization();
    const inForty = await org.tool('Forty days', dayFromToday(40));
    expect(await ids('/api/tools?due=due_soon', org.admin.token)).toEqual([]);

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${org.organization.id}`,
      headers: bearer(org.admin.token),
      payload: { dueSoonDays: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('dueSoonDays');

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${org.organization.id}`,
      headers: bearer(org.admin.token),
      payload: { dueSoonDays: 45, dueSoonKm: 2500 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ dueSoonDays: 45, dueSoonKm: 2500 });
    expect(await ids('/api/tools?due=due_soon', org.admin.token)).toEqual([inForty.id]);
  });

  it('"today" is the organization\'s own day in its time zone', async () => {
    const org = await organization();
    // Kiritimati (UTC+14) is always a calendar day or two ahead of Pago Pago (UTC−11): Pago
    // Pago's today is due soon there and already overdue in Kiritimati.
    const tool = await org.tool('Date line drill', dayFromToday(0, 'Pacific/Pago_Pago'));
    const zone = async (timeZone: string) => {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/organizations/${org.organization.id}`,
        headers: bearer(org.admin.token),
        payload: { timeZone },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await zone('Pacific/Pago_Pago');
    expect(await ids('/api/tools?due=overdue', org.admin.token)).toEqual([]);
    expect(await ids('/api/tools?due=due_soon', org.admin.token)).toEqual([tool.id]);
    await zone('Pacific/Kiritimati');
    expect(await ids('/api/tools?due=overdue', org.admin.token)).toEqual([tool.id]);
  });

  it("an unknown due filter is refused with a message, and another organization's overdue tools never show", async () => {
    const org = await organization();
    const other = await organization();
    await other.tool('Their overdue drill', dayFromToday(-3));
    const mine = await org.tool('My overdue drill', dayFromToday(-3));

    const refused = await get('/api/tools?due=someday', org.admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await ids('/api/tools?due=overdue', org.admin.token)).toEqual([mine.id]);
    expect(await ids('/api/vehicles?due=overdue', org.admin.token)).toEqual([]);
  });
});

describe('due states of vehicles', () => {
  it('registration, technical checkup and service by date each count; the worst is the state, worst reason first', async () => {
    const org = await organization();
    const vehicle = await org.vehicle('B-DS 1', {
      nextServiceDate: dayFromToday(60),
      nextRegistration: dayFromToday(5),
      nextTechnicalCheckup: dayFromToday(-2),
    });
    const due = (await get(`/api/vehicles/${vehicle.id}`, org.admin.token)).json().due;
    expect(due).toEqual({
      state: 'overdue',
      reasons: [
        { kind: 'technical_checkup', state: 'overdue', date: dayFromToday(-2), kmLeft: null },
        { kind: 'registration', state: 'due_soon', date: dayFromToday(5), kmLeft: null },
      ],
    });
    expect(await ids('/api/vehicles?due=overdue', org.admin.token)).toEqual([vehicle.id]);
    expect(await ids('/api/vehicles?due=due_soon', org.admin.token)).toEqual([]);
  });

  it('a service by kilometres is due soon within 1,000 km and overdue past them, from the last reading', async () => {
    const org = await organization();
    const near = await org.vehicle('B-KM 1', { nextServiceKm: 50_000 });
    const past = await org.vehicle('B-KM 2', { nextServiceKm: 50_000 });
    const far = await org.vehicle('B-KM 3', { nextServiceKm: 50_000 });
    const unread = await org.vehicle('B-KM 4', { nextServiceKm: 50_000 });
    // One reading only: no daily distance, so no forecast; the kilometres alone decide.
    await org.readings(near.id, [200, 49_200]);
    await org.readings(past.id, [3, 49_900], [1, 50_050]);
    await org.readings(far.id, [2, 30_000]);

    const due = async (id: number) =>
      (await get(`/api/vehicles/${id}`, org.admin.token)).json().due;
    expect(await due(near.id)).toEqual({
      state: 'due_soon',
      reasons: [{ kind: 'service', state: 'due_soon', date: null, kmLeft: 800 }],
    });
    expect((await due(past.id)).reasons).toEqual([
      expect.objectContaining({ kind: 'service', state: 'overdue', kmLeft: -50 }),
    ]);
    expect((await due(far.id)).state).toBe('ok');
    expect((await due(unread.id)).state).toBe('ok');
    expect(await ids('/api/vehicles?due=due_soon', org.admin.token)).toEqual([near.id]);
    expect(await ids('/api/vehicles?due=overdue', org.admin.token)).toEqual([past.id]);
  });

  it('the kilometres are forecast from the average daily distance of the 90 days up to the last reading', async () => {
    const org = await organization();
    // 500 km a day; 5,000 km left → reached in 10 days: due soon (within 14), dated then.
    const busy = await org.vehicle('B-FC 1', { nextServiceKm: 50_000 });
    await org.readings(busy.id, [10, 40_000], [0, 45_000]);
    // 100 km a day; 5,000 km left → 50 days: ok.
    const calm = await org.vehicle('B-FC 2', { nextServiceKm: 50_000 });
    await org.readings(calm.id, [50, 40_000], [0, 45_000]);
    // The same pace, but a set service date comes first: that date counts.
    const dated = await org.vehicle('B-FC 3', {
      nextServiceKm: 50_000,
      nextServiceDate: dayFromToday(3),
    });
    await org.readings(dated.id, [10, 40_000], [0, 45_000]);
    // Driving from before the 90 days does not count toward the pace: no forecast.
    const old = await org.vehicle('B-FC 4', { nextServiceKm: 50_000 });
    await org.readings(old.id, [200, 10_000], [0, 45_000]);

    const due = async (id: number) =>
      (await get(`/api/vehicles/${id}`, org.admin.token)).json().due;
    expect(await due(busy.id)).toEqual({
      state: 'due_soon',
      reasons: [{ kind: 'service', state: 'due_soon', date: dayFromToday(10), kmLeft: 5000 }],
    });
    expect((await due(calm.id)).state).toBe('ok');
    expect((await due(dated.id)).reasons).toEqual([
      { kind: 'service', state: 'due_soon', date: dayFromToday(3), kmLeft: 5000 },
    ]);
    expect((await due(old.id)).state).toBe('ok');
    expect(await ids('/api/vehicles?due=due_soon', org.admin.token)).toEqual(
      [busy.id, dated.id].sort((a, b) => a - b),
    );
  });

  it('the pace is the 90 days up to the last reading: a vehicle not read lately keeps its forecast', async () => {
    const org = await organization();
    // 100 km a day from 130 to 100 days ago; 1,000 km left at the last reading → reached 10 days
    // after it, 90 days ago: overdue by the forecast, not "no pace" because the readings are old.
    const parked = await org.vehicle('B-PK 1', { nextServiceKm: 50_000 });
    await org.readings(parked.id, [130, 46_000], [100, 49_000]);
    const due = (await get(`/api/vehicles/${parked.id}`, org.admin.token)).json().due;
    expect(due).toEqual({
      state: 'overdue',
      reasons: [{ kind: 'service', state: 'overdue', date: dayFromToday(-90), kmLeft: 1000 }],
    });
    expect(await ids('/api/vehicles?due=overdue', org.admin.token)).toEqual([parked.id]);
  });

  it('the next service by kilometres is kept, cleared, and refused out of range', async () => {
    const org = await organization();
    const vehicle = await org.vehicle('B-SK 1', { nextServiceKm: '120000' });
    expect(vehicle.nextServiceKm).toBe(120_000);
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/vehicles/${vehicle.id}`,
        headers: bearer(org.admin.token),
        payload,
      });
    const refused = await put({ nextServiceKm: -5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('nextServiceKm');
    const cleared = await put({ nextServiceKm: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().nextServiceKm).toBeNull();
  });
});
