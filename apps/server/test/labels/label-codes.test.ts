import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LABEL_CODE_ALPHABET, type LabelKind } from '@toolyard/shared';
import { tools } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { resolveLabel } from '../../src/modules/labels/resolve-label.js';
import { csv, importClient } from '../support/import-client.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FORMAT = new RegExp(`^[${LABEL_CODE_ALPHABET}]{4}-[${LABEL_CODE_ALPHABET}]{4}$`);

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

/** An organization with one item of every kind, made through the API. */
const organizationWithItems = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const { branch, site } = await branchWithSite(ctx.app, token);
  const tool = await create(ctx.app, token, '/api/tools', { name: 'Drill', branchId: branch.id });
  const vehicle = await create(ctx.app, token, '/api/vehicles', {
    make: 'VW',
    model: 'Crafter',
    year: 2021,
    licensePlate: `HH-L ${org.organization.id}`,
    branchId: branch.id,
  });
  const unit = await create(ctx.app, token, '/api/storage-units', {
    name: 'Shelf',
    location: 'Hall',
    branchId: branch.id,
  });
  const place = await create(ctx.app, token, '/api/parking-locations', {
    name: 'Bay 1',
    branchId: branch.id,
  });
  const items: Record<LabelKind, Record<string, unknown> & { id: number }> = {
    tool,
    vehicle,
    storage_unit: unit,
    parking_location: place,
    site,
  };
  return { ...org, token, branch, items };
};

describe('label codes: one unique code per item, kept for its life and resolved within the organization', () => {
  it('gives every created tool, vehicle, storage unit, parking place and site a code of the label format', async () => {
    const { items } = await organizationWithItems();
    for (const [kind, item] of Object.entries(items)) {
      expect(item.labelCode, kind).toMatch(FORMAT);
      expect(String(item.labelCode).replace('-', ''), kind).not.toContain(String(item.id));
    }
  });

  it('keeps codes unique across all kinds: one code space', async () => {
    const { token, branch, items } = await organizationWithItems();
    for (let i = 0; i < 40; i += 1)
      await create(ctx.app, token, '/api/tools', { name: `Saw ${i}`, branchId: branch.id });
    const { rows } = await ctx.db.execute<{ code: string; n: number }>(
      sql.raw(`select label_code as code, count(*)::int as n from (
        select label_code from tools union all select label_code from vehicles
        union all select label_code from storage_units union all select label_code from parking_locations
        union all select label_code from sites) codes group by label_code having count(*) > 1`),
    );
    expect(rows).toEqual([]);
    const registered = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from label_codes where code = ${items.tool.labelCode}`,
    );
    expect(registered.rows[0]!.n).toBe(1);
  });

  it('draws again when a new code is already taken, whatever kind holds it', async () => {
    const { items, branch, organization } = await organizationWithItems();
    const taken = String(items.site.labelCode);
    // A collision forced: the insert asks for a code a site already has.
    const [made] = await ctx.db
      .insert(tools)
      .values({
        name: 'Colliding saw',
        organizationId: organization.id,
        branchId: branch.id,
        labelCode: taken,
      })
      .returning({ labelCode: tools.labelCode });
    expect(made!.labelCode).toMatch(FORMAT);
    expect(made!.labelCode).not.toBe(taken);
  });

  it('gives the tools an import creates codes too', async () => {
    const { token, branch, organization } = await organizationWithItems();
    const imports = importClient(ctx, 'tools');
    const found = await imports.staged(
      token,
      csv(['Name,Branch', `Imported saw,${branch.name}`, `Imported drill,${branch.name}`]),
    );
    expect(await imports.run(token, found)).toMatchObject({ state: 'done', created: 2 });
    const imported = await ctx.db
      .select({ name: tools.name, labelCode: tools.labelCode })
      .from(tools)
      .where(eq(tools.organizationId, organization.id));
    const codes = imported.filter((tool) => tool.name.startsWith('Imported'));
    expect(codes).toHaveLength(2);
    for (const tool of codes) expect(tool.labelCode).toMatch(FORMAT);
  });

  it('keeps the code when the item is renamed, and no update body can change it', async () => {
    const { token, branch, items } = await organizationWithItems();
    const code = items.tool.labelCode;
    const renamed = await put(`/api/tools/${items.tool.id}`, token, {
      name: 'Renamed drill',
      labelCode: 'AAAA-BBBB',
      label_code: 'AAAA-BBBB',
    });
    expect([200, 400]).toContain(renamed.statusCode);
    const after = await get(`/api/tools/${items.tool.id}`, token);
    expect(after.json()).toMatchObject({ labelCode: code });

    const site = await put(`/api/sites/${items.site.id}`, token, {
      name: 'Renamed site',
      address: 'Elsewhere 3',
      branchId: branch.id,
    });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({ name: 'Renamed site', labelCode: items.site.labelCode });

    // Not even a direct write reaches it: the database keeps a printed label valid.
    await ctx.db.update(tools).set({ labelCode: 'AAAA-BBBB' }).where(eq(tools.id, items.tool.id));
    expect((await get(`/api/tools/${items.tool.id}`, token)).json()).toMatchObject({
      labelCode: code,
    });
  });

  it('resolves a code of every kind, in any case and with or without the dash, to kind, id and name', async () => {
    const { token, items, organization } = await organizationWithItems();
    const names: Record<LabelKind, string> = {
      tool: 'Drill',
      vehicle: `VW Crafter (HH-L ${organization.id})`,
      storage_unit: 'Shelf',
      parking_location: 'Bay 1',
      site: String(items.site.name),
    };
    for (const [kind, item] of Object.entries(items) as Array<[LabelKind, { id: number }]>) {
      const code = String((item as { labelCode?: unknown }).labelCode);
      const handed =
        kind === 'tool' || kind === 'vehicle'
          ? { status: 'available', assignedToCaller: false }
          : {};
      for (const written of [code, code.toLowerCase(), code.replace('-', '').toLowerCase()]) {
        const response = await get(`/api/labels/${encodeURIComponent(written)}`, token);
        expect(response.statusCode, `${kind} ${written}`).toBe(200);
        expect(response.json()).toEqual({
          kind,
          id: item.id,
          organizationId: organization.id,
          name: names[kind],
          ...handed,
        });
      }
    }
  });

  it('tells a worker whether a tool or vehicle is theirs, and its status only when it is', async () => {
    const { token, items } = await organizationWithItems();
    const worker = await workerOf(ctx.app, token);
    const handOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/tools/${items.tool.id}/status`,
      headers: bearer(token),
      payload: { status: 'pending_confirmation', assignedUserId: worker.user.id },
    });
    expect(handOut.statusCode).toBe(200);

    const own = await get(`/api/labels/${String(items.tool.labelCode)}`, worker.token);
    expect(own.json()).toMatchObject({
      kind: 'tool',
      name: 'Drill',
      status: 'pending_confirmation',
      assignedToCaller: true,
    });
    const others = (
      await get(`/api/labels/${String(items.vehicle.labelCode)}`, worker.token)
    ).json();
    expect(others).toMatchObject({ kind: 'vehicle', assignedToCaller: false });
    expect(others).not.toHaveProperty('status');
    // A place's label is what a worker scans to return things to it.
    expect(
      (await get(`/api/labels/${String(items.storage_unit.labelCode)}`, worker.token)).json(),
    ).toMatchObject({ kind: 'storage_unit', id: items.storage_unit.id, name: 'Shelf' });

    // The admin reads every item's state; the item is not handed to the admin.
    expect((await get(`/api/labels/${String(items.tool.labelCode)}`, token)).json()).toMatchObject({
      status: 'pending_confirmation',
      assignedToCaller: false,
    });
  });

  it('resolves a label in one database statement, whatever its kind', async () => {
    const { admin, items } = await organizationWithItems();
    const auth = { user: admin.user, sessionId: 0, impersonatorUserId: null };
    const statements = vi.spyOn(ctx.pool, 'query');
    try {
      for (const item of Object.values(items)) {
        statements.mockClear();
        await resolveLabel(ctx.db, auth, String(item.labelCode));
        expect(statements).toHaveBeenCalledTimes(1);
      }
    } finally {
      statements.mockRestore();
    }
  });

  it("answers another organization's code exactly like an unknown one: 404, and a superadmin any", async () => {
    const a = await organizationWithItems();
    const b = await organizationWithItems();
    const foreign = await get(`/api/labels/${String(b.items.tool.labelCode)}`, a.token);
    const unknown = await get('/api/labels/ZZZZ-ZZZZ', a.token);
    const malformed = await get('/api/labels/not-a-code', a.token);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(malformed.body).toBe(unknown.body);

    const platform = await superadmin(ctx.app, ctx.db);
    const any = await get(`/api/labels/${String(b.items.vehicle.labelCode)}`, platform.token);
    expect(any.json()).toMatchObject({
      kind: 'vehicle',
      id: b.items.vehicle.id,
      organizationId: b.organization.id,
      status: 'available',
    });
  });

  it('forgets the code of a deleted item', async () => {
    const { token, items } = await organizationWithItems();
    const code = String(items.parking_location.labelCode);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/parking-locations/${items.parking_location.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/labels/${code}`, token)).statusCode).toBe(404);
  });
});
