import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { bearer, workerOf } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type DueAnswer = {
  overdue: { tools: number; vehicles: number };
  dueSoon: { tools: number; vehicles: number };
  items: { kind: 'tool' | 'vehicle'; id: number; name: string; due: { state: string } }[];
};

const dueOf = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/dashboard/due',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DueAnswer;
};

/** The kind and id of each item, in the answer's order. */
const order = (answer: DueAnswer) => answer.items.map((item) => `${item.kind}:${item.id}`);

const organization = () => dueOrganization(ctx);

describe('GET /api/dashboard/due', () => {
  it('counts overdue and due-soon tools and vehicles and lists them most urgent first', async () => {
    const org = await organization();
    const drill = await org.tool('Overdue drill', dayFromToday(-2));
    const van = await org.vehicle('B-DW 1', { nextTechnicalCheckup: dayFromToday(3) });
    await org.tool('Fine hammer', dayFromToday(60));
    await org.vehicle('B-DW 2');

    const answer = await dueOf(org.admin.token);
    expect(answer.overdue).toEqual({ tools: 1, vehicles: 0 });
    expect(answer.dueSoon).toEqual({ tools: 0, vehicles: 1 });
    expect(answer.items).toEqual([
      {
        kind: 'tool',
        id: drill.id,
        name: 'Overdue drill',
        nextServiceDate: null,
        due: {
          state: 'overdue',
          reasons: [
            { kind: 'maintenance', state: 'overdue', date: dayFromToday(-2), kmLeft: null },
          ],
        },
      },
      {
        kind: 'vehicle',
        id: van.id,
        // As the labels and the tire alert name a vehicle.
        name: 'Ford Transit (B-DW 1)',
        nextServiceDate: null,
        due: {
          state: 'due_soon',
          reasons: [
            { kind: 'technical_checkup', state: 'due_soon', date: dayFromToday(3), kmLeft: null },
          ],
        },
      },
    ]);
  });

  it('puts every overdue item before the due-soon ones, the earliest day first, tools and vehicles mixed', async () => {
    const org = await organization();
    const soonTool = await org.tool('Soon saw', dayFromToday(1));
    const lateOverdue = await org.tool('Just overdue', dayFromToday(-1));
    // The vehicle's earliest overdue reason counts, not its due-soon one.
    const oldVan = await org.vehicle('B-DW 3', {
      nextRegistration: dayFromToday(-10),
      nextTechnicalCheckup: dayFromToday(2),
    });
    const soonVan = await org.vehicle('B-DW 4', { nextRegistration: dayFromToday(0) });
    const middle = await org.tool('Long overdue', dayFromToday(-5));

    const answer = await dueOf(org.admin.token);
    expect(answer.overdue).toEqual({ tools: 2, vehicles: 1 });
    expect(answer.dueSoon).toEqual({ tools: 1, vehicles: 1 });
    expect(order(answer)).toEqual([
      `vehicle:${oldVan.id}`,
      `tool:${middle.id}`,
      `tool:${lateOverdue.id}`,
      `vehicle:${soonVan.id}`,
      `tool:${soonTool.id}`,
    ]);
  });

  it('lists at most eight items while the counts say how many there are', async () => {
    const org = await organization();
    const overdue = [];
    for (let i = 0; i < 9; i += 1)
      overdue.push(await org.tool(`Overdue ${i}`, dayFromToday(-20 + i)));
    await org.vehicle('B-DW 5', { nextRegistration: dayFromToday(4) });

    const answer = await dueOf(org.admin.token);
    expect(answer.overdue).toEqual({ tools: 9, vehicles: 0 });
    expect(answer.dueSoon).toEqual({ tools: 0, vehicles: 1 });
    expect(order(answer)).toEqual(overdue.slice(0, 8).map((tool) => `tool:${tool.id}`));
  });

  it("never counts or lists another organization's items; the superadmin sees every organization's", async () => {
    const org = await organization();
    const other = await organization();
    await other.tool('Their overdue drill', dayFromToday(-3));
    await other.vehicle('B-DW 6', { nextTechnicalCheckup: dayFromToday(-1) });
    const mine = await org.vehicle('B-DW 7', { nextRegistration: dayFromToday(5) });

    const answer = await dueOf(org.admin.token);
    expect(answer.overdue).toEqual({ tools: 0, vehicles: 0 });
    expect(answer.dueSoon).toEqual({ tools: 0, vehicles: 1 });
    expect(order(answer)).toEqual([`vehicle:${mine.id}`]);
    expect(JSON.stringify(answer)).not.toContain('Their overdue drill');

    const platform = await dueOf((await superadmin(ctx.app, ctx.db)).token);
    expect(platform.overdue.tools).toBeGreaterThanOrEqual(1);
    expect(platform.overdue.vehicles).toBeGreaterThanOrEqual(1);
    expect(platform.dueSoon.vehicles).toBeGreaterThanOrEqual(1);
    expect(platform.items.length).toBeGreaterThanOrEqual(2);
  });

  it('is refused to a worker', async () => {
    const org = await organization();
    await org.tool('Overdue drill', dayFromToday(-2));
    const worker = await workerOf(ctx.app, org.admin.token);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/due',
      headers: bearer(worker.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });
});
