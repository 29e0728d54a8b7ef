import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIRE_ALERT_NAMED_VEHICLES } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type TireAlertAnswer = {
  total: number;
  vehicles: Array<{ id: number; make: string; model: string; licensePlate: string }>;
};

const tireAlert = (token: string, tireType: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/tire-alert?tireType=${tireType}`,
    headers: bearer(token),
  });

const answerOf = async (token: string, tireType: string) => {
  const response = await tireAlert(token, tireType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TireAlertAnswer>();
};

/** An organization with a branch, and a way to add vehicles to it. */
const fleet = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  const vehicle = (make: string, model: string, licensePlate: string, tireType: string | null) =>
    create(ctx.app, org.admin.token, '/api/vehicles', {
      make,
      model,
      year: 2021,
      licensePlate,
      branchId: branch.id,
      tireType,
    });
  return { ...org, branch, vehicle };
};

describe('the tire alert', () => {
  it('counts every vehicle on the wrong tyres and names only the first five, by make and model in natural order', async () => {
    const a = await fleet();
    // Created out of order: the answer is sorted, not in creation order. "Crafter 10" comes after
    // "Crafter 9" (natural order), and Ford before Volkswagen.
    for (const n of [10, 3, 9, 1, 2])
      await a.vehicle('Volkswagen', `Crafter ${n}`, `M-VW ${n}`, 'summer');
    await a.vehicle('Ford', 'Transit', 'M-FT 1', 'summer');
    await a.vehicle('Mercedes-Benz', 'Sprinter', 'M-MB 1', 'summer');
    await a.vehicle('Iveco', 'Daily', 'M-IV 1', 'summer');
    // Never counted: other tyres, all-season tyres and none.
    await a.vehicle('MAN', 'TGE', 'M-MN 1', 'winter');
    await a.vehicle('MAN', 'TGE', 'M-MN 2', 'all_season');
    await a.vehicle('MAN', 'TGE', 'M-MN 3', null);

    const summer = await answerOf(a.admin.token, 'summer');
    expect(summer.total).toBe(8);
    expect(summer.vehicles).toHaveLength(TIRE_ALERT_NAMED_VEHICLES);
    expect(summer.vehicles.map((v) => `${v.make} ${v.model}`)).toEqual([
      'Ford Transit',
      'Iveco Daily',
      'Mercedes-Benz Sprinter',
      'Volkswagen Crafter 1',
      'Volkswagen Crafter 2',
    ]);
    // Only what the alert shows: no branch, status or anything else of the vehicle.
    expect(Object.keys(summer.vehicles[0]!).sort()).toEqual([
      'id',
      'licensePlate',
      'make',
      'model',
    ]);

    expect(await answerOf(a.admin.token, 'winter')).toMatchObject({
      total: 1,
      vehicles: [{ licensePlate: 'M-MN 1' }],
    });
  });

  it("never counts or names another organization's vehicles", async () => {
    const a = await fleet();
    const b = await fleet();
    for (let i = 1; i <= 3; i += 1) await a.vehicle('Volkswagen', 'Crafter', `A-${i}`, 'summer');
    await b.vehicle('Ford', 'Transit', 'B-1', 'summer');

    const seenByB = await answerOf(b.admin.token, 'summer');
    expect(seenByB).toEqual({
      total: 1,
      vehicles: [expect.objectContaining({ licensePlate: 'B-1' })],
      dismissed: false,
    });
    expect(await answerOf(b.admin.token, 'winter')).toEqual({
      total: 0,
      vehicles: [],
      dismissed: false,
    });
    expect((await answerOf(a.admin.token, 'summer')).total).toBe(3);
  });

  it('answers a fleet of thousands with a count and five vehicles, not the fleet', async () => {
    const a = await fleet();
    await ctx.pool.query(
      `insert into vehicles (organization_id, branch_id, make, model, year, license_plate, tire_type)
       select $1, $2, 'Volkswagen', 'Crafter', 2021, 'M-BIG ' || n, 'summer'
       from generate_series(1, 3000) as n`,
      [a.organization.id, a.branch.id],
    );
    const response = await tireAlert(a.admin.token, 'summer');
    expect(response.statusCode).toBe(200);
    const answer = response.json<TireAlertAnswer>();
    expect(answer.total).toBe(3000);
    expect(answer.vehicles).toHaveLength(TIRE_ALERT_NAMED_VEHICLES);
    // Five short records: a few hundred bytes, whatever the fleet's size.
    expect(response.body.length).toBeLessThan(1024);
  });

  it('asks only about summer or winter tyres: all-season tyres are never wrong', async () => {
    const a = await fleet();
    for (const tireType of ['all_season', 'snow', '']) {
      const response = await tireAlert(a.admin.token, tireType);
      expect(response.statusCode, tireType).toBe(400);
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/tire-alert',
      headers: bearer(a.admin.token),
    });
    expect(missing.statusCode).toBe(400);
  });
});
