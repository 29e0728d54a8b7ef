import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicleLogs } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dueOrganization } from '../support/due-organization.js';
import { bearer, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** An organization with an available van whose last reading was 45,500 km, `daysAgo` back. */
const vanRead45500 = async (daysAgo: number) => {
  const org = await dueOrganization(ctx);
  const van = await org.vehicle('B-OD 1');
  await org.readings(van.id, [daysAgo, 45_500]);
  const checkOut = (payload: object) =>
    post(`/api/vehicles/${van.id}/status`, org.admin.token, { status: 'in_use', ...payload });
  const readingsLogged = async () =>
    (
      await ctx.db
        .select({ km: vehicleLogs.odometerReading, code: vehicleLogs.noteCode })
        .from(vehicleLogs)
        .where(eq(vehicleLogs.vehicleId, van.id))
        .orderBy(vehicleLogs.id)
    ).map(({ km, code }) => (code === 'odometer_corrected' ? 'corrected' : km));
  return { org, van, checkOut, readingsLogged };
};

describe('odometer sense', () => {
  it('a reading lower than the last one is refused, names the correction it needs and changes nothing', async () => {
    const { van, checkOut, readingsLogged, org } = await vanRead45500(3);
    const response = await checkOut({ odometerReading: 100 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain('45500 km');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['odometerCorrection', 'odometerReading']);
    expect(await readingsLogged()).toEqual([null, 45_500]);
    const vehicle = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${van.id}`,
      headers: bearer(org.admin.token),
    });
    expect(vehicle.json().status).toBe('available');
  });

  it('marked as a correction, the lower reading is taken and the correction is logged with both readings', async () => {
    const { van, checkOut, readingsLogged, org } = await vanRead45500(3);
    const response = await checkOut({ odometerReading: 45_050, odometerCorrection: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readingsLogged()).toEqual([null, 45_500, 45_050, 'corrected']);
    const logs = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${van.id}/logs`,
      headers: bearer(org.admin.token),
    });
    const correction = logs
      .json()
      .find((log: { noteCode: string }) => log.noteCode === 'odometer_corrected');
    expect(correction.noteValues).toEqual({ reading: 45_050, previous: 45_500 });
    expect(correction.action).toBe('odometer_corrected');
  });

  it('more than 2,000 km a day since the last reading asks for confirmation; confirmed, it is taken as it is', async () => {
    const { checkOut, readingsLogged } = await vanRead45500(2);
    const jump = await checkOut({ odometerReading: 45_500 + 4_001 });
    expect(jump.statusCode).toBe(400);
    expect(Object.keys(jump.json().fieldErrors).sort()).toEqual([
      'odometerConfirmed',
      'odometerReading',
    ]);
    expect(jump.json().message).toContain('4001 km');
    expect(await readingsLogged()).toEqual([null, 45_500]);

    const confirmed = await checkOut({ odometerReading: 49_501, odometerConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await readingsLogged()).toEqual([null, 45_500, 49_501]);
  });

  it('up to 2,000 km a day is taken without a question, and within the first day 2,000 km', async () => {
    const { checkOut, readingsLogged } = await vanRead45500(2);
    expect((await checkOut({ odometerReading: 49_500 })).statusCode).toBe(200);
    const sameDay = await vanRead45500(0);
    expect((await sameDay.checkOut({ odometerReading: 47_501 })).statusCode).toBe(400);
    expect((await sameDay.checkOut({ odometerReading: 47_500 })).statusCode).toBe(200);
    expect(await readingsLogged()).toEqual([null, 45_500, 49_500]);
  });

  it("a worker's return and the spec's log call judge the reading the same way", async () => {
    const { org, van } = await vanRead45500(3);
    const worker = await workerOf(ctx.app, org.admin.token);
    const assign = await post(`/api/vehicles/${van.id}/status`, org.admin.token, {
      status: 'in_use',
      assignedUserId: worker.user.id,
      odometerReading: 45_600,
    });
    expect(assign.statusCode, assign.body).toBe(200);

    const lower = await post(`/api/vehicles/${van.id}/return`, worker.token, {
      parkingLocationId: null,
      odometerReading: 45_000,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().fieldErrors).toHaveProperty('odometerCorrection');
    const corrected = await post(`/api/vehicles/${van.id}/return`, worker.token, {
      parkingLocationId: null,
      odometerReading: 45_000,
      odometerCorrection: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const logged = await post('/api/vehicle-logs', org.admin.token, {
      vehicleId: van.id,
      action: 'reading',
      odometerReading: 44_000,
    });
    expect(logged.statusCode).toBe(400);
    expect(logged.json().fieldErrors).toHaveProperty('odometerCorrection');
  });

  it('two lower readings sent at once: both are judged against the last one, one after the other', async () => {
    const { org, van } = await vanRead45500(10);
    const log = (km: number) =>
      post('/api/vehicle-logs', org.admin.token, {
        vehicleId: van.id,
        action: 'reading',
        odometerReading: km,
      });
    const answers = await Promise.all([log(60_000), log(50_000)]);
    // Whichever ran second saw the first one's reading as the last: 50,000 after 60,000 is
    // lower and refused; 60,000 after 50,000 is 10,000 km in 10 days and taken.
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(201);
    const kms = (
      await ctx.db
        .select({ km: vehicleLogs.odometerReading })
        .from(vehicleLogs)
        .where(eq(vehicleLogs.vehicleId, van.id))
        .orderBy(vehicleLogs.timestamp)
    ).map((row) => row.km);
    const readings = kms.filter((km): km is number => km !== null);
    expect(readings).toEqual([...readings].sort((a, b) => a - b));
  });
});
