import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { activity, vehicleLogs, vehicles } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const client = () => importClient(ctx, 'vehicles');

const vehicleCount = async (organizationId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(vehicles)
      .where(eq(vehicles.organizationId, organizationId))
  )[0]!.n;

const setup = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  return { ...org, branch, token: org.admin.token };
};

const HEADER = 'License plate,Make,Model,Year,Branch,Status,Tire type';

describe('vehicle imports', () => {
  it("answers each row's errors with the vehicle form's messages, statuses and tires read in any language", async () => {
    const { token, branch, organization } = await setup();
    const { staged, preview } = client();
    const found = await staged(
      token,
      csv([
        'Kennzeichen;Hersteller;Modell;Baujahr;Niederlassung;Status;Reifentyp',
        `B-AB 1;Ford;Transit;2021;${branch.name};Werkstatt;Winter`,
        `;Ford;Transit;2021;${branch.name};;`,
        `B-AB 2;;Transit;1800;${branch.name};;`,
        `B-AB 3;VW;Crafter;2020;Nowhere;;`,
        `B-AB 4;VW;Crafter;2020;${branch.name};Bestätigung ausstehend;`,
        `B-AB 5;VW;Crafter;2020;${branch.name};;Spikes`,
      ]),
    );
    expect(found.mapping).toMatchObject({
      licensePlate: 0,
      make: 1,
      model: 2,
      year: 3,
      branch: 4,
      status: 5,
      tireType: 6,
    });
    const checked = await preview(token, found);
    const errorsOf = (line: number) => checked.rows.find((row) => row.line === line)?.errors;
    expect(checked.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0, invalid: 5 });
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([
      { field: 'licensePlate', message: 'validation.licensePlateRequired' },
    ]);
    expect(errorsOf(4)).toEqual([
      { field: 'make', message: 'validation.makeRequired' },
      { field: 'year', message: 'validation.yearRange' },
    ]);
    expect(errorsOf(5)).toEqual([
      {
        field: 'branch',
        message: 'validation.branchUnknown',
        values: { name: 'Nowhere', known: branch.name },
      },
    ]);
    expect(errorsOf(6)).toEqual([{ field: 'status', message: 'validation.initialStatus' }]);
    expect(errorsOf(7)).toEqual([{ field: 'tireType', message: 'validation.invalidValue' }]);
    expect(await vehicleCount(organization.id)).toBe(0);
  });

  it('imports through the create path with one activity per batch, and no plate twice however it is typed (a known plate names its vehicle)', async () => {
    const { token, branch, organization } = await setup();
    await create(ctx.app, token, '/api/vehicles', {
      make: 'Ford',
      model: 'Transit',
      year: 2021,
      licensePlate: 'HH-TY 21',
      branchId: branch.id,
    });
    const { staged, preview, run } = client();
    const file = csv([
      HEADER,
      `hh-ty21,Ford,Transit,2021,${branch.name},,`,
      `M-X 1,Mercedes,Sprinter,2022,${branch.name},service,all_season`,
      `m-x1,Mercedes,Sprinter,2022,${branch.name},,`,
      `M-X 2,Mercedes,Vito,2023,${branch.name},,`,
    ]);
    const checked = await preview(token, await staged(token, file));
    expect(checked.counts).toEqual({ create: 2, update: 0, unchanged: 1, skip: 1, invalid: 0 });
    expect(checked.rows.find((row) => row.line === 4)).toMatchObject({
      action: 'skip',
      duplicateOfLine: 3,
    });
    expect(await run(token, await staged(token, file))).toMatchObject({
      state: 'done',
      created: 2,
      unchanged: 1,
      skipped: 1,
    });
    expect(await vehicleCount(organization.id)).toBe(3);
    const [sprinter] = await ctx.db
      .select({ id: vehicles.id, status: vehicles.status, tireType: vehicles.tireType })
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, organization.id), eq(vehicles.model, 'Sprinter')));
    expect(sprinter).toMatchObject({ status: 'service', tireType: 'all_season' });
    const logs = await ctx.db
      .select({ noteCode: vehicleLogs.noteCode, noteValues: vehicleLogs.noteValues })
      .from(vehicleLogs)
      .where(eq(vehicleLogs.vehicleId, sprinter!.id));
    expect(logs).toEqual([{ noteCode: 'created', noteValues: { status: 'service' } }]);
    const feed = await ctx.db
      .select({ action: activity.action, title: activity.title })
      .from(activity)
      .where(eq(activity.organizationId, organization.id));
    expect(feed.filter((entry) => entry.action === 'vehicles_imported')).toEqual([
      { action: 'vehicles_imported', title: '2' },
    ]);

    // The same file again creates nothing and changes nothing.
    const again = await run(token, await staged(token, file));
    expect(again).toMatchObject({
      state: 'done',
      created: 0,
      updated: 0,
      unchanged: 3,
      skipped: 1,
    });
    expect(await vehicleCount(organization.id)).toBe(3);
  });

  it("answers 404 for another organization's vehicle import", async () => {
    const a = await setup();
    const b = await setup();
    const { staged, statusesFor } = client();
    const found = await staged(a.token, csv([HEADER, `X-1,VW,Golf,2020,${a.branch.name},,`]));
    expect(await statusesFor(b.token, found)).toEqual([404, 404, 404, 404]);
    expect(await vehicleCount(a.organization.id)).toBe(0);
    expect(await vehicleCount(b.organization.id)).toBe(0);
  });
});
