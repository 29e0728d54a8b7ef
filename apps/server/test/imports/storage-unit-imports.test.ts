import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { activity, storageUnits } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const client = () => importClient(ctx, 'storageUnits');

const unitCount = async (organizationId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(storageUnits)
      .where(eq(storageUnits.organizationId, organizationId))
  )[0]!.n;

const setup = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  const other = await create(ctx.app, org.admin.token, '/api/branches', {
    name: 'Second branch',
    address: 'x',
  });
  return { ...org, branch, other, token: org.admin.token };
};

describe('storage unit imports', () => {
  it("answers each row's errors with the storage unit form's messages", async () => {
    const { token, branch, organization } = await setup();
    const { staged, preview } = client();
    const found = await staged(
      token,
      csv([
        'Name,Location,Branch,Capacity',
        `Container A,North gate,${branch.name},40`,
        `,North gate,${branch.name},`,
        `Container B,,${branch.name},0`,
        `Container C,Yard,Nowhere,`,
      ]),
    );
    const checked = await preview(token, found);
    const errorsOf = (line: number) => checked.rows.find((row) => row.line === line)?.errors;
    expect(checked.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0, invalid: 3 });
    expect(errorsOf(3)).toEqual([{ field: 'name', message: 'validation.storageNameRequired' }]);
    expect(errorsOf(4)).toEqual([
      { field: 'location', message: 'validation.locationRequired' },
      { field: 'capacity', message: 'validation.capacityMin' },
    ]);
    expect(errorsOf(5)).toEqual([
      {
        field: 'branch',
        message: 'validation.branchUnknown',
        values: { name: 'Nowhere', known: [branch.name, 'Second branch'].sort().join(', ') },
      },
    ]);
    expect(await unitCount(organization.id)).toBe(0);
  });

  it('imports with one activity per batch; a name is a duplicate within its branch only, and a re-run creates none', async () => {
    const { token, branch, other, organization } = await setup();
    await create(ctx.app, token, '/api/storage-units', {
      name: 'Container A',
      location: 'North gate',
      branchId: branch.id,
    });
    const { staged, run } = client();
    const file = csv([
      'Name,Location,Branch',
      `container a,North gate,${branch.name}`,
      `Container A,South gate,${other.name}`,
      `Shelf 1,Hall,${branch.name}`,
      `SHELF 1,Hall,${branch.name}`,
    ]);
    expect(await run(token, await staged(token, file))).toMatchObject({
      state: 'done',
      created: 2,
      skipped: 2,
    });
    expect(await unitCount(organization.id)).toBe(3);
    const feed = await ctx.db
      .select({ action: activity.action, title: activity.title })
      .from(activity)
      .where(eq(activity.organizationId, organization.id));
    expect(feed.filter((entry) => entry.action === 'storage_units_imported')).toEqual([
      { action: 'storage_units_imported', title: '2' },
    ]);
    expect(await run(token, await staged(token, file))).toMatchObject({ created: 0, skipped: 4 });
    expect(await unitCount(organization.id)).toBe(3);
  });

  it("answers 404 for another organization's storage unit import", async () => {
    const a = await setup();
    const b = await setup();
    const { staged, statusesFor } = client();
    const found = await staged(a.token, csv(['Name,Location,Branch', `U,L,${a.branch.name}`]));
    expect(await statusesFor(b.token, found)).toEqual([404, 404, 404, 404]);
    expect(await unitCount(a.organization.id)).toBe(0);
  });
});
