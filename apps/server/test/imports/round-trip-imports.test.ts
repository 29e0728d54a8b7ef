import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ImportKind } from '@toolyard/shared';
import {
  activity,
  storageUnits,
  toolLogs,
  tools,
  vehicleLogs,
  vehicles,
} from '../../src/db/schema.js';
import { translate } from '../../src/lib/translate.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Decision 0060: a list's export, edited in a spreadsheet, imported again updates its items.

type Format = 'csv' | 'xlsx';

const LIST_URL: Record<ImportKind, string> = {
  tools: '/api/tools/export',
  vehicles: '/api/vehicles/export',
  storageUnits: '/api/storage-units/export',
  workers: '/api/users/workers/export',
};

/** A list's export as the web asks for it: the reader's language decides words and separator. */
const exported = async (token: string, kind: ImportKind, format: Format, language: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${LIST_URL[kind]}?format=${format}`,
    headers: { ...bearer(token), 'accept-language': language },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
};

/** RFC 4180 with the given separator (the export's own shape). */
const parseCsv = (text: string, separator: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
};

const csvCell = (text: string) =>
  /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** An exported CSV with `edit` applied to its rows (by header), written back as a spreadsheet saves it. */
const editedCsv = (
  file: Buffer,
  separator: string,
  edit: (row: Record<string, string>) => Record<string, string>,
) => {
  const [header, ...rows] = parseCsv(file.toString('utf8').replace(/^\uFEFF/, ''), separator);
  const lines = rows.map((cells) => {
    const named = edit(Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
    return header!.map((name) => csvCell(named[name] ?? '')).join(separator);
  });
  return csv([header!.map(csvCell).join(separator), ...lines]);
};

const setup = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
  return { ...org, branch, site, token: org.admin.token };
};

const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/**
 * Tools in every state an export shows: out on a site, handed to a worker and waiting for them
 * (a status a new tool may not start in), in maintenance; with dates, a text a spreadsheet would
 * run as a formula, a description in lines and characters both separators are made of.
 */
const yardTools = async (token: string, branchId: number, siteId: number) => {
  const worker = await workerOf(ctx.app, token);
  const drill = await create(ctx.app, token, '/api/tools', {
    name: 'Bohrhammer; groß',
    serialNumber: 'SN-RT-1',
    description: 'Line one, with a comma\nLine "two"; with a semicolon',
    branchId,
    siteId,
    purchaseDate: '2024-03-01',
    nextMaintenanceDate: '2027-01-15',
    condition: 'good',
    notes: '-5 °C is fine',
  });
  const saw = await create(ctx.app, token, '/api/tools', { name: 'Saw', branchId });
  const level = await create(ctx.app, token, '/api/tools', {
    name: 'Laser level',
    serialNumber: 'SN-RT-3',
    branchId,
  });
  const grinder = await create(ctx.app, token, '/api/tools', { name: 'Grinder', branchId });
  const moved = [
    await post(token, `/api/tools/${saw.id}/status`, { status: 'checked_out', siteId }),
    await post(token, `/api/tools/${level.id}/status`, {
      status: 'pending_confirmation',
      assignedUserId: worker.user.id,
    }),
    await post(token, `/api/tools/${grinder.id}/status`, { status: 'maintenance' }),
  ];
  for (const response of moved) expect(response.statusCode, response.body).toBe(200);
  return { drill, saw, level, grinder };
};

const toolRows = (organizationId: number) =>
  ctx.db
    .select()
    .from(tools)
    .where(eq(tools.organizationId, organizationId))
    .orderBy(asc(tools.id));

const vehicleRows = (organizationId: number) =>
  ctx.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .orderBy(asc(vehicles.id));

const countOf = async (table: typeof toolLogs | typeof vehicleLogs | typeof activity, id: number) =>
  (await ctx.db.select({ n: count() }).from(table).where(eq(table.organizationId, id)))[0]!.n;

/** What an import may leave behind in an organization: its logs and its activity feed. */
const trail = async (organizationId: number) => ({
  toolLogs: await countOf(toolLogs, organizationId),
  vehicleLogs: await countOf(vehicleLogs, organizationId),
  activity: await countOf(activity, organizationId),
});

const NOTHING_TO_DO = { create: 0, update: 0, skip: 0, invalid: 0 };

describe('spreadsheet round trip: export, edit, import', () => {
  it('re-importing an untouched tools export, as CSV or XLSX in any language, changes nothing and reports no error', async () => {
    const { token, branch, site, organization } = await setup();
    await yardTools(token, branch.id, site.id);
    const before = await toolRows(organization.id);
    const trailBefore = await trail(organization.id);
    const client = importClient(ctx, 'tools');
    for (const [format, language] of [
      ['csv', 'en'],
      ['csv', 'de'],
      ['xlsx', 'tr'],
      ['xlsx', 'bs-hr-sr'],
    ] as const) {
      const file = await exported(token, 'tools', format, language);
      const found = await client.staged(token, file, `tools.${format}`);
      // Every exported column the import reads was recognised, the label code and id too.
      expect(
        Object.values(found.mapping).every((column) => column !== null),
        language,
      ).toBe(true);
      const checked = await client.preview(token, found);
      expect(checked.counts, `${format} ${language}`).toEqual({ ...NOTHING_TO_DO, unchanged: 4 });
      for (const row of checked.rows)
        expect(row).toMatchObject({ errors: [], notes: [], changes: [] });
      expect(await client.run(token, found)).toMatchObject({
        state: 'done',
        created: 0,
        updated: 0,
        unchanged: 4,
        invalid: 0,
      });
    }
    expect(await toolRows(organization.id)).toEqual(before);
    expect(await trail(organization.id)).toEqual(trailBefore);
  });

  it('re-importing an untouched vehicles export changes nothing, plates, VINs, tires and dates read back as written', async () => {
    const { token, branch, organization } = await setup();
    await create(ctx.app, token, '/api/vehicles', {
      make: 'Ford',
      model: 'Transit',
      year: 2021,
      licensePlate: 'HH-TY 21',
      vinNumber: 'WF0XXXTTGXMA12345',
      tireType: 'winter',
      tireYear: 2023,
      nextServiceDate: '2027-02-01',
      nextRegistration: '2028-05-31',
      branchId: branch.id,
      notes: '=not a formula',
    });
    const van = await create(ctx.app, token, '/api/vehicles', {
      make: 'VW',
      model: 'Crafter',
      year: 2020,
      licensePlate: 'B-RT 7',
      branchId: branch.id,
    });
    const service = await post(token, `/api/vehicles/${van.id}/status`, { status: 'service' });
    expect(service.statusCode, service.body).toBe(200);
    const before = await vehicleRows(organization.id);
    const trailBefore = await trail(organization.id);
    const client = importClient(ctx, 'vehicles');
    for (const [format, language] of [
      ['csv', 'sq'],
      ['xlsx', 'en'],
    ] as const) {
      const found = await client.staged(
        token,
        await exported(token, 'vehicles', format, language),
        `vehicles.${format}`,
      );
      const checked = await client.preview(token, found);
      expect(checked.counts, `${format} ${language}`).toEqual({ ...NOTHING_TO_DO, unchanged: 2 });
      expect(await client.run(token, found)).toMatchObject({ state: 'done', unchanged: 2 });
    }
    expect(await vehicleRows(organization.id)).toEqual(before);
    expect(await trail(organization.id)).toEqual(trailBefore);
  });

  it('an edited name updates exactly that tool, through the edit path: one log entry and one activity row', async () => {
    const { token, branch, site, organization } = await setup();
    const { saw } = await yardTools(token, branch.id, site.id);
    const before = await toolRows(organization.id);
    const trailBefore = await trail(organization.id);
    const file = editedCsv(await exported(token, 'tools', 'csv', 'en'), ',', (row) =>
      row.Name === 'Saw' ? { ...row, Name: 'Circular saw' } : row,
    );
    const client = importClient(ctx, 'tools');
    const found = await client.staged(token, file);
    const checked = await client.preview(token, found);
    expect(checked.counts).toEqual({ ...NOTHING_TO_DO, update: 1, unchanged: 3 });
    expect(checked.rows.find((row) => row.action === 'update')).toMatchObject({
      label: 'Circular saw',
      changes: [{ field: 'name', from: 'Saw', to: 'Circular saw' }],
      errors: [],
    });
    expect(await client.run(token, found)).toMatchObject({
      state: 'done',
      created: 0,
      updated: 1,
      unchanged: 3,
    });
    const after = await toolRows(organization.id);
    const renamed = after.find((tool) => tool.id === saw.id)!;
    expect(renamed).toMatchObject({ name: 'Circular saw', status: 'checked_out', siteId: site.id });
    // Every other tool exactly as it was.
    expect(after.filter((tool) => tool.id !== saw.id)).toEqual(
      before.filter((tool) => tool.id !== saw.id),
    );
    const logs = await ctx.db
      .select({
        toolId: toolLogs.toolId,
        action: toolLogs.action,
        noteCode: toolLogs.noteCode,
        noteValues: toolLogs.noteValues,
      })
      .from(toolLogs)
      .where(eq(toolLogs.organizationId, organization.id))
      .orderBy(asc(toolLogs.id))
      .offset(trailBefore.toolLogs);
    expect(logs).toEqual([
      { toolId: saw.id, action: 'updated', noteCode: 'updated', noteValues: { fields: ['name'] } },
    ]);
    const feed = await ctx.db
      .select({
        action: activity.action,
        title: activity.title,
        entityType: activity.entityType,
        entityId: activity.entityId,
      })
      .from(activity)
      .where(eq(activity.organizationId, organization.id))
      .orderBy(asc(activity.id))
      .offset(trailBefore.activity);
    expect(feed).toEqual([
      { action: 'tool_updated', title: 'Circular saw', entityType: 'tool', entityId: saw.id },
    ]);
    // The tool's own log shows it, worded by the client from its code.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/tools/${saw.id}/logs`,
      headers: bearer(token),
    });
    expect(shown.json()[0]).toMatchObject({ action: 'updated', noteValues: { fields: ['name'] } });
  });

  it('leaves a status the file changed as it is: the row is no error, its other fields update, and the preview says so', async () => {
    const { token, branch, site, organization } = await setup();
    const { drill, grinder } = await yardTools(token, branch.id, site.id);
    const file = editedCsv(await exported(token, 'tools', 'csv', 'de'), ';', (row) => {
      if (row.Name === 'Grinder') return { ...row, Status: 'Verfügbar' };
      if (row.Name === 'Bohrhammer; groß')
        return { ...row, Status: 'Wartung', Notizen: 'Blade changed' };
      return row;
    });
    const client = importClient(ctx, 'tools');
    const found = await client.staged(token, file);
    const checked = await client.preview(token, found);
    expect(checked.counts).toEqual({ ...NOTHING_TO_DO, update: 1, unchanged: 3 });
    const rowOf = (label: string) => checked.rows.find((row) => row.label === label)!;
    expect(rowOf('Grinder')).toMatchObject({
      action: 'unchanged',
      errors: [],
      notes: [
        { field: 'status', message: 'imports.notes.statusKept', values: { written: 'Verfügbar' } },
      ],
    });
    expect(rowOf('Bohrhammer; groß')).toMatchObject({
      action: 'update',
      errors: [],
      changes: [{ field: 'notes', from: '-5 °C is fine', to: 'Blade changed' }],
      notes: [
        { field: 'status', message: 'imports.notes.statusKept', values: { written: 'Wartung' } },
      ],
    });
    // The note in the reader's words.
    expect(translate('de', 'imports.notes.statusKept', { written: 'Wartung' })).toContain(
      '„Wartung“',
    );
    expect(await client.run(token, found)).toMatchObject({ state: 'done', updated: 1, invalid: 0 });
    const after = await toolRows(organization.id);
    expect(after.find((tool) => tool.id === grinder.id)).toMatchObject({ status: 'maintenance' });
    expect(after.find((tool) => tool.id === drill.id)).toMatchObject({
      status: 'available',
      notes: 'Blade changed',
    });
  });

  it('shows each changed field of an update, from the old value to the new, references by name, and writes them', async () => {
    const { token, branch, site, organization } = await setup();
    const other = await create(ctx.app, token, '/api/branches', {
      name: 'Hamburg Nord',
      address: 'x',
    });
    const { drill } = await yardTools(token, branch.id, site.id);
    const file = editedCsv(await exported(token, 'tools', 'csv', 'en'), ',', (row) =>
      row.Name === 'Bohrhammer; groß'
        ? {
            ...row,
            'Serial number': 'SN-RT-1b',
            Branch: 'hamburg nord',
            'Purchase date': '2024-03-02',
            // The old site was the old branch's: the file clears it.
            Site: '',
            Condition: '',
          }
        : row,
    );
    const client = importClient(ctx, 'tools');
    const found = await client.staged(token, file);
    const checked = await client.preview(token, found);
    const update = checked.rows.find((row) => row.action === 'update')!;
    expect(update.changes).toEqual([
      { field: 'serialNumber', from: 'SN-RT-1', to: 'SN-RT-1b' },
      { field: 'purchaseDate', from: '2024-03-01', to: '2024-03-02' },
      { field: 'branch', from: branch.name, to: 'Hamburg Nord' },
      { field: 'site', from: site.name, to: null },
      { field: 'condition', from: 'good', to: null },
    ]);
    expect(await client.run(token, found)).toMatchObject({ updated: 1 });
    const [tool] = await ctx.db.select().from(tools).where(eq(tools.id, drill.id));
    expect(tool).toMatchObject({
      serialNumber: 'SN-RT-1b',
      purchaseDate: '2024-03-02',
      branchId: other.id,
      siteId: null,
      condition: null,
      organizationId: organization.id,
    });
  });

  it('names an unknown branch and site with what was written and the names that exist, the first five by name', async () => {
    const { token, branch, site } = await setup();
    for (const name of ['Zagreb', 'Bern', 'Köln', 'Hamburg Nord', 'Aachen', 'Dortmund'])
      await create(ctx.app, token, '/api/branches', { name, address: 'x' });
    const client = importClient(ctx, 'tools');
    const found = await client.staged(
      token,
      csv(['Name,Branch,Site', 'Drill,Atlantis,', `Saw,${branch.name},Moon base`]),
    );
    const checked = await client.preview(token, found);
    expect(checked.counts).toEqual({ ...NOTHING_TO_DO, unchanged: 0, invalid: 2 });
    const known = ['Aachen', 'Bern', branch.name as string, 'Dortmund', 'Hamburg Nord'];
    expect(checked.rows[0]!.errors).toEqual([
      {
        field: 'branch',
        message: 'validation.branchUnknown',
        values: { name: 'Atlantis', known: `${known.join(', ')}, …` },
      },
    ]);
    expect(translate('en', 'validation.branchUnknown', checked.rows[0]!.errors[0]!.values)).toBe(
      `No branch named “Atlantis” — known: ${known.join(', ')}, …`,
    );
    expect(checked.rows[1]!.errors).toEqual([
      {
        field: 'site',
        message: 'validation.siteUnknown',
        values: { name: 'Moon base', branch: branch.name, known: site.name },
      },
    ]);
  });

  it('reads a semicolon CSV and a comma CSV alike, quoted separators of the other kind kept in their cells', async () => {
    const { token, branch, organization } = await setup();
    const client = importClient(ctx, 'tools');
    const semicolon = await client.staged(
      token,
      csv([
        'Name;Seriennummer;Niederlassung;Beschreibung',
        `"Säge; groß";SN-SC-1;${branch.name};"eins, zwei"`,
        `Hobel;SN-SC-2;${branch.name};drei, vier`,
      ]),
    );
    const comma = await client.staged(
      token,
      csv([
        'Name,Serial number,Branch,Description',
        `"Saw, big",SN-CO-1,${branch.name},"one; two"`,
        `Plane,SN-CO-2,${branch.name},three; four`,
      ]),
    );
    for (const found of [semicolon, comma])
      expect(await client.run(token, found)).toMatchObject({ state: 'done', created: 2 });
    const names = await ctx.db
      .select({ name: tools.name, description: tools.description })
      .from(tools)
      .where(eq(tools.organizationId, organization.id))
      .orderBy(asc(tools.serialNumber));
    expect(names).toEqual([
      { name: 'Saw, big', description: 'one; two' },
      { name: 'Plane', description: 'three; four' },
      { name: 'Säge; groß', description: 'eins, zwei' },
      { name: 'Hobel', description: 'drei, vier' },
    ]);
  });

  it("treats another organization's label code or id as an error, never a match, and changes none of its items", async () => {
    const mine = await setup();
    const theirs = await setup();
    const secret = await create(ctx.app, theirs.token, '/api/tools', {
      name: 'Their drill',
      serialNumber: 'SN-THEIRS',
      branchId: theirs.branch.id,
    });
    const theirsBefore = await toolRows(theirs.organization.id);
    const theirTrail = await trail(theirs.organization.id);
    const client = importClient(ctx, 'tools');
    const found = await client.staged(
      mine.token,
      csv([
        'Label code,ID,Name,Branch',
        `${secret.labelCode as string},,Stolen drill,${mine.branch.name}`,
        `,${secret.id},Stolen drill 2,${mine.branch.name}`,
        `${(secret.labelCode as string).toLowerCase().replace('-', '')},,Stolen drill 3,${mine.branch.name}`,
      ]),
    );
    const checked = await client.preview(mine.token, found);
    expect(checked.counts).toEqual({ ...NOTHING_TO_DO, unchanged: 0, invalid: 3 });
    expect(checked.rows.map((row) => row.errors)).toEqual([
      [
        {
          field: 'labelCode',
          message: 'validation.labelCodeUnknown',
          values: { code: secret.labelCode },
        },
      ],
      [{ field: 'id', message: 'validation.idUnknown', values: { id: String(secret.id) } }],
      [
        {
          field: 'labelCode',
          message: 'validation.labelCodeUnknown',
          values: { code: (secret.labelCode as string).toLowerCase().replace('-', '') },
        },
      ],
    ]);
    expect(await client.run(mine.token, found)).toMatchObject({
      created: 0,
      updated: 0,
      invalid: 3,
    });
    expect(await toolRows(mine.organization.id)).toEqual([]);
    expect(await toolRows(theirs.organization.id)).toEqual(theirsBefore);
    expect(await trail(theirs.organization.id)).toEqual(theirTrail);
    // Their serial number names nothing of mine either: a new tool of my own.
    const own = await client.staged(
      mine.token,
      csv(['Name,Serial number,Branch', `Drill,SN-THEIRS,${mine.branch.name}`]),
    );
    expect((await client.preview(mine.token, own)).counts).toMatchObject({ create: 1, update: 0 });
  });

  it('matches by label code (any case, dash or not), else id, else serial number; a code and an id of two tools are an error', async () => {
    const { token, branch, organization } = await setup();
    const a = await create(ctx.app, token, '/api/tools', {
      name: 'A',
      serialNumber: 'SN-A',
      branchId: branch.id,
    });
    const b = await create(ctx.app, token, '/api/tools', {
      name: 'B',
      serialNumber: 'SN-B',
      branchId: branch.id,
    });
    const c = await create(ctx.app, token, '/api/tools', {
      name: 'C',
      serialNumber: 'SN-C',
      branchId: branch.id,
    });
    const code = (a.labelCode as string).toLowerCase().replace('-', ' ');
    const client = importClient(ctx, 'tools');
    const found = await client.staged(
      token,
      csv([
        'Label code,ID,Name,Serial number,Branch',
        `${code},,A by code,SN-A,${branch.name}`,
        `,${b.id},B by id,,${branch.name}`,
        `,,C by serial,sn-c,${branch.name}`,
        `${b.labelCode as string},${c.id},Two tools,,${branch.name}`,
        `,,A again,SN-A,${branch.name}`,
      ]),
    );
    const checked = await client.preview(token, found);
    expect(checked.rows.map((row) => [row.line, row.action, row.duplicateOfLine])).toEqual([
      [2, 'update', null],
      [3, 'update', null],
      [4, 'update', null],
      [5, 'invalid', null],
      // The same tool as line 2: what the file says of it is line 2's.
      [6, 'skip', 2],
    ]);
    expect(checked.rows[3]!.errors).toEqual([{ field: 'id', message: 'validation.matchConflict' }]);
    // Named by its serial number in another case: the number is no change.
    expect(checked.rows[2]!.changes).toEqual([{ field: 'name', from: 'C', to: 'C by serial' }]);
    // An empty serial-number cell under a mapped column clears it.
    expect(checked.rows[1]!.changes).toEqual([
      { field: 'name', from: 'B', to: 'B by id' },
      { field: 'serialNumber', from: 'SN-B', to: null },
    ]);
    await client.run(token, found);
    const names = (await toolRows(organization.id)).map((tool) => [tool.id, tool.name]);
    expect(names).toEqual([
      [a.id, 'A by code'],
      [b.id, 'B by id'],
      [c.id, 'C by serial'],
    ]);
  });

  it('updates vehicles named by plate or VIN, and 600 edited tools across three batches, each with its own log entry', async () => {
    const { token, branch, organization } = await setup();
    await create(ctx.app, token, '/api/vehicles', {
      make: 'Ford',
      model: 'Transit',
      year: 2021,
      licensePlate: 'HH-TY 21',
      vinNumber: 'VIN-ONE',
      branchId: branch.id,
    });
    const vans = importClient(ctx, 'vehicles');
    const byPlate = await vans.staged(
      token,
      csv([
        'License plate,VIN,Make,Model,Year,Branch,Tire type',
        `hh-ty21,VIN-ONE,Ford,Transit Custom,2021,${branch.name},Winter`,
      ]),
    );
    const checked = await vans.preview(token, byPlate);
    expect(checked.rows[0]).toMatchObject({
      action: 'update',
      changes: [
        { field: 'model', from: 'Transit', to: 'Transit Custom' },
        { field: 'tireType', from: null, to: 'winter' },
      ],
    });
    await vans.run(token, byPlate);
    const byVin = await vans.staged(
      token,
      csv(['License plate,VIN,Make,Model,Year', 'HH-XY 99,vin-one,Ford,Transit Custom,2021']),
    );
    expect((await vans.preview(token, byVin)).rows[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'licensePlate', from: 'HH-TY 21', to: 'HH-XY 99' }],
    });
    await vans.run(token, byVin);
    expect(await vehicleRows(organization.id)).toMatchObject([
      { licensePlate: 'HH-XY 99', model: 'Transit Custom', tireType: 'winter' },
    ]);

    const many = 600;
    await ctx.pool.query(
      `insert into tools (organization_id, branch_id, name, serial_number)
       select $1, $2, 'Bulk ' || i, 'SN-BULK-' || i from generate_series(1, $3::int) as i`,
      [organization.id, branch.id, many],
    );
    const tracked = await trail(organization.id);
    const client = importClient(ctx, 'tools');
    const file = csv([
      'Serial number,Name',
      ...Array.from({ length: many }, (_, i) => `SN-BULK-${i + 1},Bulk ${i + 1} (renamed)`),
    ]);
    const started = Date.now();
    expect(await client.run(token, await client.staged(token, file))).toMatchObject({
      state: 'done',
      updated: many,
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    const renamed = await ctx.db
      .select({ n: count() })
      .from(tools)
      .where(and(eq(tools.organizationId, organization.id), eq(tools.name, 'Bulk 1 (renamed)')));
    expect(renamed[0]!.n).toBe(1);
    expect(await trail(organization.id)).toEqual({
      ...tracked,
      toolLogs: tracked.toolLogs + many,
      activity: tracked.activity + many,
    });
    const perTool = await ctx.db
      .select({ toolId: toolLogs.toolId, n: count() })
      .from(toolLogs)
      .where(and(eq(toolLogs.organizationId, organization.id), eq(toolLogs.action, 'updated')))
      .groupBy(toolLogs.toolId);
    expect(perTool).toHaveLength(many);
    expect(perTool.every((row) => row.n === 1)).toBe(true);
  });

  it('re-imports a storage units export unchanged, and an edited location updates that unit by its label code', async () => {
    const { token, branch, organization } = await setup();
    const unit = await create(ctx.app, token, '/api/storage-units', {
      name: 'Container A',
      location: 'North gate',
      capacity: 40,
      branchId: branch.id,
    });
    await create(ctx.app, token, '/api/storage-units', {
      name: 'Shelf 1',
      location: 'Hall',
      branchId: branch.id,
    });
    const client = importClient(ctx, 'storageUnits');
    const untouched = await client.staged(
      token,
      await exported(token, 'storageUnits', 'xlsx', 'de'),
      'units.xlsx',
    );
    expect((await client.preview(token, untouched)).counts).toEqual({
      ...NOTHING_TO_DO,
      unchanged: 2,
    });
    await client.run(token, untouched);
    const file = editedCsv(await exported(token, 'storageUnits', 'csv', 'en'), ',', (row) =>
      row.Name === 'Container A' ? { ...row, Location: 'South gate' } : row,
    );
    const found = await client.staged(token, file);
    const checked = await client.preview(token, found);
    expect(checked.rows.find((row) => row.action === 'update')).toMatchObject({
      changes: [{ field: 'location', from: 'North gate', to: 'South gate' }],
    });
    expect(await client.run(token, found)).toMatchObject({ updated: 1, unchanged: 1 });
    const units = await ctx.db
      .select({ id: storageUnits.id, location: storageUnits.location })
      .from(storageUnits)
      .where(inArray(storageUnits.organizationId, [organization.id]))
      .orderBy(asc(storageUnits.id));
    expect(units).toEqual([
      { id: unit.id, location: 'South gate' },
      { id: expect.any(Number), location: 'Hall' },
    ]);
  });
});
