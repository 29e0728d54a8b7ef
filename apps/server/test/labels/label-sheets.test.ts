import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LABEL_FORMATS,
  LABEL_SHEET_ITEMS_MAX,
  LABEL_SHEET_LAYOUTS,
  labelPath,
  labelSheetPages,
  type LabelFormat,
} from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { multipart, png, uploadLogo } from '../support/logo-upload.js';
import { superadmin } from '../support/superadmin.js';
import { barcodesOfPages, pdfImages, pdfInfo, wordBoxes } from './pdf-pages.js';
import { HOST, isPdf, MM, ORIGIN, printer, qrTexts } from './label-print.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const print = printer(() => ctx.app);

type Item = { id: number; labelCode: string; name?: string; serialNumber?: string | null };
const urlsOf = (items: Item[]) => items.map((item) => `${ORIGIN}${labelPath(item.labelCode)}`);

/** An organization with tools in two branches (some with serial numbers) and one of each other kind. */
const yard = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const token = org.admin.token;
  const north = await branchWithSite(ctx.app, token);
  const south = await branchWithSite(ctx.app, token);
  const tool = (name: string, branchId: number, serialNumber?: string) =>
    create(ctx.app, token, '/api/tools', { name, branchId, serialNumber }) as Promise<Item>;
  const tools = [
    await tool('Hilti TE 30-A36 Bohrhammer', north.branch.id as number, 'SN-4711'),
    await tool('Makita DHR243 hammer drill', north.branch.id as number),
    await tool('Kärcher NT 30/1 Şantiye süpürgesi', north.branch.id as number, 'KA-2024-0815'),
    await tool('Bosch GWS 18V-10 angle grinder', south.branch.id as number, 'BO 77'),
    await tool('Festool TS 55 plunge saw', south.branch.id as number),
  ];
  const vehicle = (await create(ctx.app, token, '/api/vehicles', {
    make: 'VW',
    model: 'Crafter',
    year: 2021,
    licensePlate: `HH-L ${org.organization.id}`,
    branchId: north.branch.id,
  })) as Item;
  const unit = (await create(ctx.app, token, '/api/storage-units', {
    name: 'Shelf A',
    location: 'Hall 1',
    branchId: north.branch.id,
  })) as Item;
  const place = (await create(ctx.app, token, '/api/parking-locations', {
    name: 'Bay 7',
    branchId: north.branch.id,
  })) as Item;
  const site = north.site as Item;
  return { ...org, token, north, south, tools, vehicle, unit, place, site };
};

let a: Awaited<ReturnType<typeof yard>>;
beforeAll(async () => {
  a = await yard();
});

describe('label sheets: every QR code reads back as its item', () => {
  it.each(LABEL_FORMATS)(
    'a sheet of the chosen tools on %s holds exactly their labels',
    async (format: LabelFormat) => {
      const chosen = [a.tools[0]!, a.tools[2]!, a.tools[3]!];
      const response = await print(a.token, { kind: 'tool', format, ids: chosen.map((t) => t.id) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="labels-tools-\d{4}-\d{2}-\d{2}\.pdf"/,
      );
      const pdf = response.rawPayload;
      const info = await pdfInfo(pdf);
      const { page } = LABEL_SHEET_LAYOUTS[format];
      expect(info.pages).toBe(labelSheetPages(format, chosen.length));
      expect(info.width).toBeCloseTo(page.width * MM, 0);
      expect(info.height).toBeCloseTo(page.height * MM, 0);
      const read = await barcodesOfPages(pdf);
      expect(qrTexts(read).sort()).toEqual(urlsOf(chosen).sort());
      // Without the serial asked for, no barcode.
      expect(read.flat().filter((one) => one.format === 'Code128')).toEqual([]);
    },
    60_000,
  );

  it('prints the serial numbers of tools that have one as Code 128, when asked', async () => {
    const response = await print(a.token, {
      kind: 'tool',
      format: 'a4-3x7',
      ids: a.tools.map((tool) => tool.id),
      serialBarcode: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = (await barcodesOfPages(response.rawPayload)).flat();
    expect(qrTexts([read]).sort()).toEqual(urlsOf(a.tools).sort());
    const serials = a.tools.map((tool) => tool.serialNumber).filter(Boolean);
    expect(
      read
        .filter((one) => one.format === 'Code128')
        .map((one) => one.text)
        .sort(),
    ).toEqual([...serials].sort());
  }, 60_000);

  it('prints every other kind, each QR code its own item', async () => {
    for (const [kind, item] of [
      ['vehicle', a.vehicle],
      ['storage_unit', a.unit],
      ['parking_location', a.place],
      ['site', a.site],
    ] as const) {
      const response = await print(a.token, { kind, format: 'roll-62mm', ids: [item.id] });
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(qrTexts(await barcodesOfPages(response.rawPayload)), kind).toEqual(urlsOf([item]));
    }
  }, 60_000);

  it('prints exactly the items of a filtered list, as the list reads its filters', async () => {
    const response = await print(a.token, {
      kind: 'tool',
      format: 'a4-2x5',
      list: { branchId: String(a.south.branch.id), sort: 'name', dir: 'desc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const southern = a.tools.slice(3);
    expect(qrTexts(await barcodesOfPages(response.rawPayload)).sort()).toEqual(
      urlsOf(southern).sort(),
    );
    const searched = await print(a.token, {
      kind: 'tool',
      format: 'roll-62mm',
      list: { search: 'Makita' },
    });
    expect(qrTexts(await barcodesOfPages(searched.rawPayload))).toEqual(urlsOf([a.tools[1]!]));
  }, 60_000);

  it('encodes PUBLIC_URL when it is set, whatever address the request came to', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://labels.example.com/' });
    try {
      const org = await organizationWithAdmin(other.app);
      const { branch } = await branchWithSite(other.app, org.admin.token);
      const tool = (await create(other.app, org.admin.token, '/api/tools', {
        name: 'Drill',
        branchId: branch.id,
      })) as Item;
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/labels/sheets',
        headers: { ...bearer(org.admin.token), host: HOST },
        payload: { kind: 'tool', format: 'roll-62mm', ids: [tool.id] },
      });
      expect(qrTexts(await barcodesOfPages(response.rawPayload))).toEqual([
        `https://labels.example.com/l/${tool.labelCode}`,
      ]);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('what a label shows', () => {
  it("keeps a long name inside its label, and prints the organization's logo once for all", async () => {
    const logo = await uploadLogo(
      ctx.app,
      a.token,
      multipart('logo', 'logo.png', 'image/png', await png()),
    );
    expect(logo.statusCode, logo.body).toBe(201);
    const logoUrl = (logo.json() as { url: string }).url;
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${a.organization.id}`,
      headers: bearer(a.token),
      payload: { logoUrl },
    });
    expect(update.statusCode, update.body).toBe(200);
    const longName =
      `${'Betonmischmaschine'.repeat(8)} ${'Schalungsrüttler mit Zubehör '.repeat(5)}`.slice(
        0,
        255,
      );
    const long = (await create(ctx.app, a.token, '/api/tools', {
      name: longName,
      branchId: a.north.branch.id,
      serialNumber: 'X'.repeat(40),
    })) as Item;

    const response = await print(a.token, {
      kind: 'tool',
      format: 'roll-62mm',
      ids: [long.id, a.tools[0]!.id],
      serialBarcode: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    // One label a page on the roll: every word stays within the label's printable area.
    const { label, padding } = LABEL_SHEET_LAYOUTS['roll-62mm'];
    const pages = await wordBoxes(pdf);
    expect(pages).toHaveLength(2);
    for (const words of pages) {
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(padding * MM - 0.5);
        expect(word.xMax, word.text).toBeLessThanOrEqual((label.width - padding) * MM + 0.5);
        expect(word.yMax, word.text).toBeLessThanOrEqual((label.height - padding) * MM + 0.5);
      }
    }
    const first = pages[0]!.map((word) => word.text).join(' ');
    expect(first).toContain(long.labelCode);
    expect(first).toMatch(/…/);
    // A serial too long for a readable barcode on the label is printed as text only.
    const read = await barcodesOfPages(pdf);
    expect(read[0]!.filter((one) => one.format === 'Code128')).toEqual([]);
    expect(read[1]!.filter((one) => one.format === 'Code128').map((one) => one.text)).toEqual([
      'SN-4711',
    ]);
    // The logo is drawn on both labels and embedded once.
    const images = (await pdfImages(pdf))
      .map((row) => row.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image');
    expect(images).toHaveLength(2);
    // Columns: page, num, type, width, height, color, comp, bpc, enc, interp, object, …
    expect(new Set(images.map((columns) => columns[10])).size).toBe(1);
  }, 60_000);
});

describe('who may print what', () => {
  it("answers 404 for another organization's ids, printing nothing", async () => {
    const b = await yard();
    const response = await print(a.token, {
      kind: 'tool',
      format: 'a4-3x7',
      ids: [a.tools[0]!.id, b.tools[0]!.id],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Not found' });
    expect(isPdf(response.rawPayload)).toBe(false);
    const unknown = await print(a.token, { kind: 'site', format: 'a4-3x7', ids: [2_000_000_000] });
    expect(unknown.statusCode).toBe(404);
    // The other organization's list filter matches none of ours: nothing to print.
    const foreignBranch = await print(a.token, {
      kind: 'tool',
      format: 'a4-3x7',
      list: { branchId: String(b.north.branch.id) },
    });
    expect(foreignBranch.statusCode).toBe(400);
    expect(foreignBranch.json()).toMatchObject({
      message: 'No items match, so there are no labels to print.',
    });
  }, 60_000);

  it('refuses a worker with 403', async () => {
    const worker = await workerOf(ctx.app, a.token);
    const response = await print(worker.token, {
      kind: 'tool',
      format: 'a4-3x7',
      ids: [a.tools[0]!.id],
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a superadmin print any organization’s items', async () => {
    const admin = await superadmin(ctx.app, ctx.db);
    const response = await print(admin.token, {
      kind: 'tool',
      format: 'roll-62mm',
      ids: [a.tools[1]!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(qrTexts(await barcodesOfPages(response.rawPayload))).toEqual(urlsOf([a.tools[1]!]));
  }, 60_000);

  it('refuses bad input with 400 and says what is wrong', async () => {
    const cases: Array<[object, string]> = [
      [
        { kind: 'tool', format: 'a4-3x7' },
        "Choose the items either by their ids or by a list's filters, not both",
      ],
      [
        { kind: 'tool', format: 'a4-3x7', ids: [1], list: {} },
        "Choose the items either by their ids or by a list's filters, not both",
      ],
      [
        { kind: 'tool', format: 'a5', ids: [1] },
        'Choose a label format: a4-3x7, a4-2x5 or roll-62mm',
      ],
      [
        { kind: 'drill', format: 'a4-3x7', ids: [1] },
        'Choose what to print labels for: tool, vehicle, storage_unit, parking_location or site',
      ],
      [
        { kind: 'tool', format: 'a4-3x7', ids: [] },
        'Choose at least one item to print a label for',
      ],
      [
        {
          kind: 'tool',
          format: 'a4-3x7',
          ids: Array.from({ length: LABEL_SHEET_ITEMS_MAX + 1 }, (_, i) => i + 1),
        },
        'At most 2,000 labels can be printed at once',
      ],
      [{ kind: 'tool', format: 'a4-3x7', ids: [0] }, 'Invalid value'],
    ];
    for (const [body, message] of cases) {
      const response = await print(a.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json(), JSON.stringify(body).slice(0, 80)).toMatchObject({
        code: 'validation_failed',
        message,
      });
    }
  });
});
