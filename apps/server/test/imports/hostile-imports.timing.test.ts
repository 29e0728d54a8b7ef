import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MAX_STAGED,
  type ImportPreview,
  type ImportStaged,
} from '@toolyard/shared';
import { importRows, imports } from '../../src/db/schema.js';
import type { TestContext } from '../support/test-app.js';
import { startListeningApp } from '../support/listening-app.js';
import { bearer, branchWithSite, organizationWithAdmin } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';
import { sharedStringsXlsx, xlsxOf } from '../support/hostile-xlsx.js';
import { largestImports } from '../support/largest-imports.js';
import { multipart } from '../support/logo-upload.js';
import { figuresRow, type LoadClient } from '../support/load-probe.js';
import { untilMachineIsQuiet } from '../support/quiet-machine.js';

/**
 * Decision 0053: a file is bounded by what it unpacks into, counted while the reader's thread
 * reads it, before any of it reaches the API's thread; and an organization keeps only a few
 * uploads waiting. The server listens on a real port; uploads and another tenant's requests come
 * from a client thread (support/load-probe.ts).
 */
let ctx: TestContext;
let client: LoadClient;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, client, close } = await startListeningApp());
});
afterAll(() => close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOO_MUCH_TEXT =
  'The file holds more text than an import can take: at most 10,485,760 characters in the columns with a header, as much as a 10 MB CSV file holds. Split the list into several files.';
const ATTEMPTS = 3;
const MB = 1024 * 1024;

const uploadRequest = (token: string, bytes: Buffer, filename = 'tools.xlsx', type = XLSX) => ({
  method: 'POST',
  path: '/api/imports?kind=tools',
  token,
  headers: { 'accept-language': 'en' },
  file: { field: 'file', filename, type, bytes },
});

/** The API thread's heap while `work` runs: its growth over the start, at its highest, in bytes. */
const heapGrowthDuring = async <T>(work: () => Promise<T>) => {
  const start = process.memoryUsage().heapUsed;
  let highest = start;
  const sampler = setInterval(() => {
    highest = Math.max(highest, process.memoryUsage().heapUsed);
  }, 10);
  try {
    const result = await work();
    highest = Math.max(highest, process.memoryUsage().heapUsed);
    return { result, growth: highest - start };
  } finally {
    clearInterval(sampler);
  }
};

const stagedCount = async (organizationId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(imports)
      .where(and(eq(imports.organizationId, organizationId), eq(imports.state, 'staged')))
  )[0]!.n;

/** Letters that deflate no better than about 5 bits each: a file near the 10 MB limit. */
const randomLetters = (length: number) =>
  Buffer.from(randomBytes(length).map((byte) => 97 + (byte % 26))).toString('latin1');

describe('hostile imports', () => {
  const cases = [
    {
      label: 'XLSX, 10,000 rows × 100 cells of one 10,000-character shared string',
      bytes: () => sharedStringsXlsx(['x'.repeat(10_000)], IMPORT_MAX_ROWS, 100),
    },
    {
      label: 'XLSX near 10 MB, 10,000 rows × 100 cells of 1,150 random 10,000-letter strings',
      bytes: () =>
        sharedStringsXlsx(
          Array.from({ length: 1_150 }, () => randomLetters(10_000)),
          IMPORT_MAX_ROWS,
          100,
        ),
    },
  ];
  for (const { label, bytes } of cases) {
    it(`refuses a small file that unpacks into gigabytes of text at once, without stalling another tenant or growing the heap: ${label}`, async () => {
      const attacker = await organizationWithAdmin(ctx.app);
      const other = await organizationWithAdmin(ctx.app);
      const file = bytes();
      expect(file.length).toBeLessThan(10 * MB);
      // The reader's thread is started by the first upload and kept: measured is the next one.
      const warmUp = await client.send(uploadRequest(attacker.admin.token, csv([' ']), 'a.csv'));
      expect(warmUp.status).toBe(400);
      let passed = false;
      for (let attempt = 1; attempt <= ATTEMPTS && !passed; attempt += 1) {
        await untilMachineIsQuiet();
        const { result, growth } = await heapGrowthDuring(() =>
          client.underProbe({ token: other.admin.token }, () =>
            client.send(uploadRequest(attacker.admin.token, file)),
          ),
        );
        const { result: answer, figures } = result;
        console.log(
          figuresRow(`${label} (${(file.length / MB).toFixed(1)} MB)`, answer.status, figures),
          `heap +${(growth / MB).toFixed(0)} MB`,
        );
        // The refusal, every time: the text budget, in the caller's language.
        expect(answer.status).toBe(413);
        expect(answer.json<{ message: string; code: string }>()).toEqual({
          message: TOO_MUCH_TEXT,
          code: 'payload_too_large',
        });
        expect(figures.otherTenantFailures).toEqual([]);
        passed = figures.workMs < 2_000 && figures.otherTenantMaxMs < 200 && growth < 200 * MB;
      }
      expect(passed, 'refused within 2 s, the other tenant within 200 ms, heap +200 MB').toBe(true);
      expect(await stagedCount(attacker.organization.id)).toBe(0);
    }, 180_000);
  }

  it('refuses a sheet of more cells than a list can have, and a sheet that unpacks past 64 MB', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const tools = importClient(ctx, 'tools');
    const refusal = async (file: Buffer) => {
      const answer = await tools.upload(org.admin.token, file, 'tools.xlsx');
      return { status: answer.statusCode, message: answer.json<{ message: string }>().message };
    };
    // Empty cells too: a header and 10,000 rows of 101 columns.
    expect(await refusal(sharedStringsXlsx([''], IMPORT_MAX_ROWS + 1, 101))).toEqual({
      status: 413,
      message:
        'The file holds more cells than an import can take: at most 1,000,100 (a header and 10,000 rows of 100 columns), empty ones included. Keep only the list in the first sheet, or save it as CSV.',
    });
    // 70 MB of markup no cell holds: a comment.
    const padded = xlsxOf(
      `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row></sheetData><!--${' '.repeat(70 * MB)}-->`,
      [],
    );
    expect(padded.length).toBeLessThan(1 * MB);
    expect(await refusal(padded)).toEqual({
      status: 413,
      message:
        'The spreadsheet unpacks into more than an import can take (at most 64 MB per part). Keep only the list in the first sheet, or save it as CSV.',
    });
    expect(await stagedCount(org.organization.id)).toBe(0);
  }, 120_000);

  it('stages and previews the largest legitimate files: 10,000 rows, as CSV (10 MB) and XLSX', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, org.admin.token);
    for (const file of await largestImports(branch.name as string, 'legit')) {
      const uploaded = await client.send(
        uploadRequest(org.admin.token, Buffer.from(file.bytes), file.name, file.type),
      );
      expect(uploaded.status, `${file.label}: ${uploaded.body.toString()}`).toBe(201);
      const staged = uploaded.json<ImportStaged>();
      expect(staged.rowCount).toBe(IMPORT_MAX_ROWS);
      const preview = await ctx.app.inject({
        method: 'POST',
        url: `/api/imports/${staged.id}/preview`,
        headers: bearer(org.admin.token),
        payload: { mapping: staged.mapping },
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json<ImportPreview>().counts).toEqual({
        create: IMPORT_MAX_ROWS,
        update: 0,
        unchanged: 0,
        skip: 0,
        invalid: 0,
      });
    }
  }, 180_000);

  it('keeps a cell up to one past its longest field, and only the columns with a header', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, org.admin.token);
    const tools = importClient(ctx, 'tools');
    const found = await tools.staged(
      org.admin.token,
      csv([
        'Name;Branch;;Description',
        `Drill;${branch.name};${'secret '.repeat(1_000)};${'d'.repeat(6_000)}`,
        `Saw;${branch.name};only here;`,
        ';;lonely;',
      ]),
    );
    expect(found.headers).toEqual(['Name', 'Branch', '', 'Description']);
    // The row with text only under a column without a header is no row.
    expect(found.rowCount).toBe(2);
    const rows = await ctx.db
      .select({ cells: importRows.cells })
      .from(importRows)
      .where(eq(importRows.importId, found.id));
    const branchLength = (branch.name as string).length;
    expect(rows.map(({ cells }) => cells.map((cell) => cell.length))).toEqual([
      [5, branchLength, 0, 5_001],
      [3, branchLength, 0, 0],
    ]);
    // Too long is still worded as the form words it, not cut to fit.
    const checked = await tools.preview(org.admin.token, found);
    expect(checked.rows[0]!.errors).toEqual([
      { field: 'description', message: 'validation.textMax' },
    ]);
    // A column without a header cannot be mapped.
    const refused = await tools.post(org.admin.token, `/api/imports/${found.id}/preview`, {
      mapping: { ...found.mapping, notes: 2 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it(`keeps at most ${IMPORT_MAX_STAGED} uploads of an organization waiting: the next is refused with Retry-After, also when they come at once`, async () => {
    const org = await organizationWithAdmin(ctx.app);
    const other = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, org.admin.token);
    const file = csv(['Name,Branch', `Drill,${branch.name}`]);
    const upload = uploadRequest(org.admin.token, file, 'tools.csv', 'text/csv');
    // Up to one below the cap, one at a time; then more than the room left, all at once.
    for (let index = 0; index < IMPORT_MAX_STAGED - 1; index += 1)
      expect((await client.send(upload)).status).toBe(201);
    const body = multipart('file', 'tools.csv', 'text/csv', file);
    const uploadAs = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/imports?kind=tools',
        headers: { ...bearer(org.admin.token), ...body.headers, 'accept-language': language },
        payload: body.payload,
      });
    const burst = await Promise.all(Array.from({ length: 4 }, () => uploadAs('en')));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429]);
    expect(await stagedCount(org.organization.id)).toBe(IMPORT_MAX_STAGED);

    const refused = await uploadAs('de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Ihre Organisation hat bereits 5 hochgeladene Dateien, die auf ihren Import warten. Importieren oder verwerfen Sie eine davon, oder versuchen Sie es erneut, wenn die älteste abgelaufen ist (hochgeladene Dateien werden 6 Stunden aufbewahrt).',
      code: 'rate_limited',
    });
    // Until the oldest expires (6 h), give or take the test's own seconds.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(6 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(6 * 3600);

    // Another organization is not held back; a cancelled upload makes room again.
    expect((await client.send({ ...upload, token: other.admin.token })).status).toBe(201);
    const [oldest] = await ctx.db
      .select({ id: imports.id })
      .from(imports)
      .where(eq(imports.organizationId, org.organization.id))
      .orderBy(imports.id)
      .limit(1);
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/imports/${oldest!.id}`,
      headers: bearer(org.admin.token),
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await client.send(upload)).status).toBe(201);
    expect(await stagedCount(org.organization.id)).toBe(IMPORT_MAX_STAGED);
  });
});
