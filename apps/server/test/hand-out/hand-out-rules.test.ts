import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { bearer, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const put = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const get = async (url: string, token: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

/** An organization with a worker, a tool overdue for maintenance and a van overdue for service. */
const overdueYard = async () => {
  const org = await dueOrganization(ctx);
  const worker = await workerOf(ctx.app, org.admin.token);
  const drill = await org.tool('Overdue drill', dayFromToday(-2));
  const van = await org.vehicle('B-HO 1', {
    nextServiceDate: dayFromToday(-1),
    nextRegistration: dayFromToday(-7),
    nextTechnicalCheckup: dayFromToday(-30),
  });
  const assignTool = (payload: object = {}) =>
    post(`/api/tools/${drill.id}/status`, org.admin.token, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
      ...payload,
    });
  const assignVan = (payload: object = {}) =>
    post(`/api/vehicles/${van.id}/status`, org.admin.token, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
      odometerReading: 10_000,
      ...payload,
    });
  return { org, worker, drill, van, assignTool, assignVan };
};

describe('hand-out rules', () => {
  it('assigning a tool whose maintenance is overdue is refused with the reason and changes nothing', async () => {
    const { org, drill, assignTool } = await overdueYard();
    const refused = await assignTool();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'It cannot be handed out: maintenance overdue. An admin may hand it out anyway with a written reason.',
    );
    expect(refused.json().fieldErrors).toEqual({ handOutOverride: 'Write why it goes out anyway' });
    const tool = await get(`/api/tools/${drill.id}`, org.admin.token);
    expect(tool.status).toBe('available');
    expect(tool.assignedUserId).toBeNull();
    expect(await get(`/api/tools/${drill.id}/logs`, org.admin.token)).toHaveLength(1);
  });

  it("a vehicle names every rule it breaks, in the caller's language", async () => {
    const { org, van, worker } = await overdueYard();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${van.id}/status`,
      headers: { ...bearer(org.admin.token), 'accept-language': 'de' },
      payload: {
        status: 'pending_confirmation',
        assignedUserId: worker.user.id,
        odometerReading: 10_000,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(
      'Service überfällig, Zulassung überfällig, Hauptuntersuchung überfällig',
    );
  });

  it('an admin overrides with a written reason: handed out, the reason logged on the item and in the activity feed', async () => {
    const { org, drill, worker, assignTool } = await overdueYard();
    const overridden = await assignTool({ handOutOverride: 'Only drill on site, serviced Friday' });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().status).toBe('pending_confirmation');
    expect(overridden.json().handOutOverride).toBe('Only drill on site, serviced Friday');

    const logs = await get(`/api/tools/${drill.id}/logs`, org.admin.token);
    const override = logs.find(
      (log: { noteCode: string }) => log.noteCode === 'hand_out_overridden',
    );
    expect(override.noteValues).toEqual({
      status: 'pending_confirmation',
      rules: ['tool_maintenance'],
      reason: 'Only drill on site, serviced Friday',
    });
    const feed = await get('/api/activity', org.admin.token);
    const entries = Array.isArray(feed) ? feed : feed.items;
    expect(entries.map((entry: { action: string }) => entry.action)).toContain(
      'hand_out_overridden',
    );

    // The override covers the hand-over: the worker may confirm it.
    const confirmed = await post(`/api/tools/${drill.id}/confirm`, worker.token, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('checked_out');
  });

  it('the override ends with the hand-over: back in the yard, the next hand-out is refused again', async () => {
    const { org, drill, assignTool } = await overdueYard();
    expect(
      (await assignTool({ status: 'checked_out', handOutOverride: 'Urgent job' })).statusCode,
    ).toBe(200);
    const back = await post(`/api/tools/${drill.id}/status`, org.admin.token, {
      status: 'available',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().handOutOverride).toBeNull();
    expect((await assignTool()).statusCode).toBe(409);
  });

  it('a worker confirming an item that fell overdue after it was assigned is refused and told to ask an admin', async () => {
    const { org, worker } = await overdueYard();
    const saw = await org.tool('Saw', dayFromToday(3));
    const assigned = await post(`/api/tools/${saw.id}/status`, org.admin.token, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
    });
    expect(assigned.statusCode).toBe(200);
    await put(`/api/tools/${saw.id}`, org.admin.token, { nextMaintenanceDate: dayFromToday(-1) });
    const refused = await post(`/api/tools/${saw.id}/confirm`, worker.token, {
      handOutOverride: 'a worker cannot override',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'It cannot be handed out: maintenance overdue. Ask your admin.',
    );
    expect(refused.json().fieldErrors).toBeUndefined();
    expect((await get(`/api/tools/${saw.id}`, org.admin.token)).status).toBe(
      'pending_confirmation',
    );
  });

  it('a vehicle on the wrong tyres for the season is refused; the rule switched off lets it go', async () => {
    const { org, worker } = await overdueYard();
    // Every month winter: summer tyres are always wrong, whatever today's date.
    const winter = await put(`/api/organizations/${org.organization.id}`, org.admin.token, {
      winterMonths: '1,2,3,4,5,6,7,8,9,10,11,12',
    });
    expect(winter.statusCode, winter.body).toBe(200);
    const summerVan = await org.vehicle('B-HO 2', { tireType: 'summer' });
    const assign = () =>
      post(`/api/vehicles/${summerVan.id}/status`, org.admin.token, {
        status: 'in_use',
        assignedUserId: worker.user.id,
        odometerReading: 5_000,
      });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('wrong tyres for the season');

    const off = await put(`/api/organizations/${org.organization.id}`, org.admin.token, {
      handOutRulesOff: ['vehicle_tires'],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().handOutRulesOff).toEqual(['vehicle_tires']);
    expect((await assign()).statusCode).toBe(200);
  });

  it('each rule switched off lets its items go; an unknown rule is refused and changes nothing', async () => {
    const { org, assignTool, assignVan } = await overdueYard();
    const unknown = await put(`/api/organizations/${org.organization.id}`, org.admin.token, {
      handOutRulesOff: ['no_such_rule'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await get(`/api/organizations/${org.organization.id}`, org.admin.token)).handOutRulesOff,
    ).toEqual([]);

    await put(`/api/organizations/${org.organization.id}`, org.admin.token, {
      handOutRulesOff: ['tool_maintenance', 'vehicle_service', 'vehicle_registration'],
    });
    expect((await assignTool()).statusCode).toBe(200);
    // The van's technical checkup is still overdue, and its rule still on.
    const van = await assignVan();
    expect(van.statusCode).toBe(409);
    expect(van.json().message).toBe(
      'It cannot be handed out: technical checkup overdue. An admin may hand it out anyway with a written reason.',
    );
    await put(`/api/organizations/${org.organization.id}`, org.admin.token, {
      handOutRulesOff: [
        'tool_maintenance',
        'vehicle_service',
        'vehicle_registration',
        'vehicle_technical_checkup',
      ],
    });
    expect((await assignVan()).statusCode).toBe(200);
  });

  it('a bulk assignment refuses the overdue item with its reason and hands out the rest', async () => {
    const { org, drill, worker } = await overdueYard();
    const fine = await org.tool('Fine hammer', null);
    const bulk = await post('/api/bulk-actions', org.admin.token, {
      action: 'assign',
      items: [
        { kind: 'tool', id: drill.id },
        { kind: 'tool', id: fine.id },
      ],
      assignedUserId: worker.user.id,
    });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    expect(bulk.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'refused',
      'done',
    ]);
    expect(bulk.json().results[0].refusal).toEqual({
      code: 'errors.handOutRefused',
      values: { rules: ['handOut.rules.tool_maintenance'] },
    });
    expect((await get(`/api/tools/${fine.id}`, org.admin.token)).status).toBe(
      'pending_confirmation',
    );
    expect((await get(`/api/tools/${drill.id}`, org.admin.token)).status).toBe('available');
  });

  it("another organization's admin cannot hand out, override or switch off rules of this one", async () => {
    const { org, drill } = await overdueYard();
    const other = await dueOrganization(ctx);
    const otherWorker = await workerOf(ctx.app, other.admin.token);
    const foreign = await post(`/api/tools/${drill.id}/status`, other.admin.token, {
      status: 'pending_confirmation',
      assignedUserId: otherWorker.user.id,
      handOutOverride: 'not yours',
    });
    expect(foreign.statusCode).toBe(404);
    const rules = await put(`/api/organizations/${org.organization.id}`, other.admin.token, {
      handOutRulesOff: ['tool_maintenance'],
    });
    expect([403, 404]).toContain(rules.statusCode);
    expect(
      (await get(`/api/organizations/${org.organization.id}`, org.admin.token)).handOutRulesOff,
    ).toEqual([]);
    expect((await get(`/api/tools/${drill.id}`, org.admin.token)).status).toBe('available');
  });
});
