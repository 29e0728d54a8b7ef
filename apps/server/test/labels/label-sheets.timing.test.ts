import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LABEL_FORMATS,
  LABEL_ROLL_ITEMS_MAX,
  LABEL_SHEET_ITEMS_MAX,
  labelSheetItemsMax,
  labelSheetPages,
} from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { branchWithSite, organizationWithAdmin } from '../support/fixtures.js';
import { untilMachineIsQuiet } from '../support/quiet-machine.js';
import { barcodesOfPages, pdfInfo } from './pdf-pages.js';
import { ORIGIN, printer, qrTexts } from './label-print.js';

/** The largest sheets of labels render within 2 s, off the event loop (decision 0036). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const print = printer(() => ctx.app);

/**
 * The machine is shared with other test runs: like the cost battery, a render that misses the
 * limit is measured again, up to three times (a cost of its own misses every time).
 */
const ATTEMPTS = 3;

describe('the largest sheets', () => {
  it(`print ${LABEL_SHEET_ITEMS_MAX.toLocaleString('en')} labels on A4 (${LABEL_ROLL_ITEMS_MAX.toLocaleString('en')} on a roll) in under 2 s, off the event loop`, async () => {
    const big = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, big.admin.token);
    // Made in one statement: the database draws each tool's code (decision 0036). Long names
    // with a word of their own each (nothing for the renderer to reuse) and serial numbers.
    const { rows } = await ctx.pool.query<{ id: number; code: string }>(
      `insert into tools (organization_id, branch_id, name, serial_number)
       select $1, $2, left('Bohrhammer ' || repeat('Schlagbohrmaschine' || n || ' ', 20), 255), 'SN-' || n
       from generate_series(1, $3) as n
       returning id, label_code as code`,
      [big.organization.id, branch.id, LABEL_SHEET_ITEMS_MAX + 1],
    );
    const ids = rows.slice(0, LABEL_SHEET_ITEMS_MAX).map((row) => row.id);
    const tooLong = await print(big.admin.token, { kind: 'tool', format: 'a4-3x7', list: {} });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message:
        'This list has more than 2,000 items. Narrow it with its filters to print its labels.',
    });
    const rollTooLong = await print(big.admin.token, {
      kind: 'tool',
      format: 'roll-62mm',
      list: {},
    });
    expect(rollTooLong.statusCode).toBe(400);
    const rollTooMany = await print(big.admin.token, {
      kind: 'tool',
      format: 'roll-62mm',
      ids: ids.slice(0, LABEL_ROLL_ITEMS_MAX + 1),
    });
    expect(rollTooMany.statusCode).toBe(400);
    expect(rollTooMany.json()).toMatchObject({ message: 'At most 1,000 labels fit one roll file' });
    // The first render starts the worker thread (from TypeScript here: about a second).
    await print(big.admin.token, { kind: 'tool', format: 'a4-3x7', ids: ids.slice(0, 1) });

    const loop = monitorEventLoopDelay({ resolution: 10 });
    for (const format of LABEL_FORMATS) {
      const chosen = ids.slice(0, labelSheetItemsMax(format));
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        await untilMachineIsQuiet();
        loop.reset();
        loop.enable();
        const started = performance.now();
        const response = await print(big.admin.token, {
          kind: 'tool',
          format,
          ids: chosen,
          serialBarcode: true,
        });
        const took = performance.now() - started;
        loop.disable();
        const late = loop.max / 1e6;
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        console.log(
          `${chosen.length} labels, ${format}: ${Math.round(took)} ms, ${Math.round(response.rawPayload.length / 1024)} kB, event loop at most ${Math.round(late)} ms late (attempt ${attempt})`,
        );
        if ((took < 2_000 && late < 100) || attempt === ATTEMPTS) {
          expect(took).toBeLessThan(2_000);
          expect(late).toBeLessThan(100);
          expect((await pdfInfo(response.rawPayload)).pages).toBe(
            labelSheetPages(format, chosen.length),
          );
          break;
        }
      }
    }
    // The first page of a full sheet still reads back.
    const last = await print(big.admin.token, { kind: 'tool', format: 'a4-3x7', ids });
    const firstPage = await barcodesOfPages(last.rawPayload, { first: 1, last: 1 });
    const codes = new Map(rows.map((row) => [row.id, row.code]));
    expect(qrTexts(firstPage).sort()).toEqual(
      ids
        .slice(0, 21)
        .map((id) => `${ORIGIN}/l/${codes.get(id)}`)
        .sort(),
    );
  }, 180_000);
});
