import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { activity, importRows, imports, toolLogs, tools } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';
import { runSweep } from '../../src/modules/maintenance/sweep.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The app exists once beforeAll ran: the client is made per call.
type Client = ReturnType<typeof importClient>;
const toolImports = () => importClient(ctx, 'tools');
const post: Client['post'] = (...args) => toolImports().post(...args);
const upload: Client['upload'] = (...args) => toolImports().upload(...args);
const staged: Client['staged'] = (...args) => toolImports().staged(...args);
const preview: Client['preview'] = (...args) => toolImports().preview(...args);
const run: Client['run'] = (...args) => toolImports().run(...args);

const toolCount = async (organizationId: number) =>
  (
    await ctx.db.select({ n: count() }).from(tools).where(eq(tools.organizationId, organizationId))
  )[0]!.n;

const setup = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch, site } = await branchWithSite(ctx.app, org.admin.token);
  return { ...org, branch, site, token: org.admin.token };
};

describe('tool imports', () => {
  it('reads a German semicolon CSV and guesses every column from its German headers', async () => {
    const { token, branch } = await setup();
    const found = await staged(
      token,
      csv([
        'Seriennummer;Name;Niederlassung;Status;Kaufdatum',
        `SN-1;"Bohrhammer; groß";${branch.name};Verfügbar;2024-03-01`,
      ]),
    );
    expect(found.rowCount).toBe(1);
    expect(found.headers[1]).toBe('Name');
    expect(found.mapping).toMatchObject({
      serialNumber: 0,
      name: 1,
      branch: 2,
      status: 3,
      purchaseDate: 4,
      site: null,
    });
    const checked = await preview(token, found);
    expect(checked.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0, invalid: 0 });
    expect(checked.rows[0]).toMatchObject({ line: 2, label: 'Bohrhammer; groß', action: 'create' });
  });

  it("answers each row's errors with the form's messages, an unknown branch or site with what exists, and writes nothing in the preview", async () => {
    const { token, branch, site, organization } = await setup();
    const found = await staged(
      token,
      csv([
        'Name,Branch,Site,Status,Purchase date',
        `Good saw,${branch.name},,available,2024-01-31`,
        `,${branch.name},,,`,
        `Lost drill,Nowhere,,,`,
        `Late drill,${branch.name},,pending_confirmation,2024-02-30`,
        `Odd site,${branch.name},Moon base,,`,
      ]),
    );
    const checked = await preview(token, found);
    expect(checked.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0, invalid: 4 });
    const errorsOf = (line: number) => checked.rows.find((row) => row.line === line)?.errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ field: 'name', message: 'validation.toolNameRequired' }]);
    expect(errorsOf(4)).toEqual([
      {
        field: 'branch',
        message: 'validation.branchUnknown',
        values: { name: 'Nowhere', known: branch.name },
      },
    ]);
    expect(errorsOf(5)).toEqual([{ field: 'purchaseDate', message: 'validation.dateInvalid' }]);
    expect(errorsOf(6)).toEqual([
      {
        field: 'site',
        message: 'validation.siteUnknown',
        values: { name: 'Moon base', branch: branch.name, known: site.name },
      },
    ]);
    expect(await toolCount(organization.id)).toBe(0);
  });

  it('refuses a tool that starts as pending confirmation, as the form does', async () => {
    const { token, branch } = await setup();
    const found = await staged(
      token,
      csv(['Name,Branch,Status', `Drill,${branch.name},Pending confirmation`]),
    );
    const checked = await preview(token, found);
    expect(checked.rows[0]!.errors).toEqual([
      { field: 'status', message: 'validation.initialStatus' },
    ]);
  });

  it('imports the valid rows with their log entries and one activity for the batch, and a re-run creates no duplicates (the tool it names by serial number is unchanged)', async () => {
    const { token, branch, site, organization } = await setup();
    const file = csv([
      'Name,Serial number,Branch,Site,Status',
      `Drill,SN-A,${branch.name},${site.name},available`,
      `Drill copy,sn-a,${branch.name},,available`,
      `Hammer,,${branch.name},,`,
      `Hammer,,${branch.name},,`,
      `Broken,,Nowhere,,`,
    ]);
    const first = await staged(token, file);
    const done = await run(token, first);
    expect(done).toMatchObject({
      state: 'done',
      total: 5,
      processed: 5,
      created: 3,
      skipped: 1,
      invalid: 1,
    });
    expect(await toolCount(organization.id)).toBe(3);
    // Through the create path: each tool with its first log entry ("created", its status), and
    // one activity for the batch that says how many — not one per tool.
    const logs = await ctx.db
      .select({
        action: toolLogs.action,
        noteCode: toolLogs.noteCode,
        noteValues: toolLogs.noteValues,
      })
      .from(toolLogs)
      .where(eq(toolLogs.organizationId, organization.id));
    expect(logs).toHaveLength(3);
    for (const entry of logs)
      expect(entry).toEqual({
        action: 'created',
        noteCode: 'created',
        noteValues: { status: 'available' },
      });
    const feed = await ctx.db
      .select({ action: activity.action, title: activity.title })
      .from(activity)
      .where(eq(activity.organizationId, organization.id));
    expect(feed.filter((entry) => entry.action === 'tool_created')).toHaveLength(0);
    expect(feed.filter((entry) => entry.action === 'tools_imported')).toEqual([
      { action: 'tools_imported', title: '3' },
    ]);
    const drill = await ctx.app.inject({
      method: 'GET',
      url: `/api/tools?search=Drill`,
      headers: bearer(token),
    });
    expect(drill.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Drill', siteId: site.id })]),
    );
    // Its staged rows are gone once it ran.
    expect(
      (
        await ctx.db
          .select({ n: count() })
          .from(importRows)
          .where(eq(importRows.importId, first.id))
      )[0]!.n,
    ).toBe(0);

    const again = await staged(token, file);
    const checked = await preview(token, again);
    expect(checked.counts).toEqual({ create: 0, update: 0, unchanged: 1, skip: 3, invalid: 1 });
    const rerun = await run(token, again);
    expect(rerun).toMatchObject({
      state: 'done',
      created: 0,
      updated: 0,
      unchanged: 1,
      skipped: 3,
    });
    expect(await toolCount(organization.id)).toBe(3);

    // A longer file imports only what it adds: one more hammer than the organization has.
    const more = await staged(
      token,
      csv(['Name,Branch', ...Array.from({ length: 3 }, () => `Hammer,${branch.name}`)]),
    );
    expect((await run(token, more)).created).toBe(1);
    expect(await toolCount(organization.id)).toBe(4);
  });

  it('writes nothing when the admin cancels, and the cancelled import is gone', async () => {
    const { token, branch, organization } = await setup();
    const found = await staged(token, csv(['Name,Branch', `Drill,${branch.name}`]));
    await preview(token, found);
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/imports/${found.id}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await toolCount(organization.id)).toBe(0);
    expect(
      (
        await ctx.db
          .select({ n: count() })
          .from(importRows)
          .where(eq(importRows.importId, found.id))
      )[0]!.n,
    ).toBe(0);
    const runAfter = await post(token, `/api/imports/${found.id}/run`, { mapping: found.mapping });
    expect(runAfter.statusCode).toBe(404);
  });

  it("stops writing when the admin's session ends mid-run: the batch in flight is the last, and the import fails", async () => {
    const { token, branch, organization } = await setup();
    const rows = 1_000; // four batches of 250
    const found = await staged(
      token,
      csv(['Name,Branch', ...Array.from({ length: rows }, (_, i) => `Drill ${i},${branch.name}`)]),
    );
    // Holds the first batch's insert (SHARE lets the plan's reads through, not writes) until the
    // admin has signed out: the run cannot finish before the session ends, however fast it is.
    const blocker = await ctx.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table tools in share mode');
      const started = await post(token, `/api/imports/${found.id}/run`, { mapping: found.mapping });
      expect(started.statusCode, started.body).toBe(202);
      const signedOut = await post(token, '/api/auth/logout', {});
      expect(signedOut.statusCode).toBe(204);
      await blocker.query('commit');
    } finally {
      blocker.release();
    }
    // Read from the table: the admin's token no longer opens the progress route.
    const ended = async () => {
      for (;;) {
        const [row] = await ctx.db.select().from(imports).where(eq(imports.id, found.id));
        if (row!.state !== 'running') return row!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const outcome = await ended();
    expect(outcome.state).toBe('failed');
    // At most the batch that was already waiting on the lock: never the whole file.
    expect(outcome.created).toBeLessThanOrEqual(250);
    expect(await toolCount(organization.id)).toBe(outcome.created);
  });

  it("answers 404 for another organization's or another admin's import, and a worker is refused", async () => {
    const a = await setup();
    const b = await setup();
    const found = await staged(a.token, csv(['Name,Branch', `Drill,${a.branch.name}`]));
    for (const [method, url, payload] of [
      ['GET', `/api/imports/${found.id}`, undefined],
      ['POST', `/api/imports/${found.id}/preview`, { mapping: found.mapping }],
      ['POST', `/api/imports/${found.id}/run`, { mapping: found.mapping }],
      ['DELETE', `/api/imports/${found.id}`, undefined],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(b.token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const worker = await workerOf(ctx.app, a.token);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/imports/${found.id}`,
      headers: bearer(worker.token),
    });
    expect(refused.statusCode).toBe(403);
    // Still there and untouched for its owner.
    const [row] = await ctx.db
      .select()
      .from(imports)
      .where(and(eq(imports.id, found.id), eq(imports.state, 'staged')));
    expect(row).toBeDefined();
    expect(await toolCount(b.organization.id)).toBe(0);
  });

  it('reads the first sheet of an XLSX file, dates as yyyy-MM-dd', async () => {
    const { token, branch } = await setup();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tools');
    sheet.addRow(['Name', 'Branch', 'Purchase date']);
    sheet.addRow(['Laser level', branch.name, new Date(Date.UTC(2023, 4, 17))]);
    sheet.addRow([]);
    sheet.addRow(['Grinder', branch.name, null]);
    const found = await staged(token, Buffer.from(await workbook.xlsx.writeBuffer()), 'tools.xlsx');
    expect(found.rowCount).toBe(2);
    const checked = await preview(token, found);
    expect(checked.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0, invalid: 0 });
    expect(checked.rows.map((row) => row.line)).toEqual([2, 4]);
  });

  it("serves a template whose headers, in the reader's language, map back to every field", async () => {
    const { token } = await setup();
    const template = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=tools&format=csv',
      headers: { ...bearer(token), 'accept-language': 'tr' },
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    const found = await staged(token, template.rawPayload);
    expect(Object.values(found.mapping).every((column) => column !== null)).toBe(true);
    expect(found.rowCount).toBe(0);
  });

  it('leaves an upload until it expires, then the maintenance sweep removes it and its rows', async () => {
    const { token, branch } = await setup();
    const found = await staged(token, csv(['Name,Branch', `Drill,${branch.name}`]));
    await runSweep({ db: ctx.db });
    expect(await ctx.db.select().from(imports).where(eq(imports.id, found.id))).toHaveLength(1);
    await ctx.db
      .update(imports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(imports.id, found.id));
    const swept = await runSweep({ db: ctx.db });
    expect(swept.imports).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(imports).where(eq(imports.id, found.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(importRows).where(eq(importRows.importId, found.id)),
    ).toHaveLength(0);
  });

  it('refuses an empty file and a file with a binary mess', async () => {
    const { token } = await setup();
    expect((await upload(token, Buffer.from(' \r\n'))).statusCode).toBe(400);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    const response = await upload(token, zip, 'tools.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file could not be read. Upload a CSV or XLSX file.');
  });
});
