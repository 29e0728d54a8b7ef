import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { damageReports } from '../../src/db/schema.js';
import {
  DAMAGE_IN_REPORT_MAX,
  DAMAGE_PHOTOS_IN_REPORT_MAX,
} from '../../src/modules/damage/damage-for-report.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, create } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';
import { cameraJpeg, photoFile, postDamage } from '../support/damage-form.js';
import { pdfText } from '../reports/pdf-text.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Today in the organizations' zone (the default, Europe/Berlin), as a report's date. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

const download = async (token: string, reportId: number) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/${reportId}/download`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { pdf: response.rawPayload, text: pdfText(response.rawPayload).pages.flat().join('\n') };
};

/** How many images a PDF embeds (pdfkit writes each as an XObject of subtype Image). */
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe("a site report's PDF", () => {
  it("shows the damage reported at its site on its day, with the photos; not another day's", async () => {
    const y = await yardOf(ctx.app);
    const reported = await postDamage(
      ctx.app,
      y.admin.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Drill bit snapped off in the chuck' },
      [photoFile(await cameraJpeg(800, 600)), photoFile(await cameraJpeg(600, 800))],
    );
    expect(reported.statusCode).toBe(201);
    const report = (date: string) =>
      create(ctx.app, y.admin.token, '/api/reports', {
        title: `Day ${date}`,
        content: 'Poured the north wall.',
        siteId: y.site.id,
        reportDate: date,
      });

    const todays = await download(y.admin.token, (await report(today())).id);
    expect(todays.text).toContain('Damage reported at this site on this day');
    expect(todays.text).toContain('Drill bit snapped off in the chuck');
    expect(todays.text).toContain('Core drill');
    expect(imageCount(todays.pdf)).toBe(2);

    const yesterday = await download(y.admin.token, (await report('2026-01-05')).id);
    expect(yesterday.text).not.toContain('Drill bit snapped off');
    expect(imageCount(yesterday.pdf)).toBe(0);
  });

  it('prints at most the bounded number of reports and photos, and says how many more there were', async () => {
    const y = await yardOf(ctx.app);
    const photo = photoFile(await cameraJpeg(320, 240));
    const extra = 2;
    for (let i = 0; i < DAMAGE_IN_REPORT_MAX + extra; i += 1) {
      const response = await postDamage(
        ctx.app,
        y.admin.token,
        { kind: 'tool', itemId: y.tool.id, description: `Damage number ${i}` },
        [photo, photo, photo],
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(
      await ctx.db.select().from(damageReports).where(eq(damageReports.toolId, y.tool.id)),
    ).toHaveLength(DAMAGE_IN_REPORT_MAX + extra);
    const report = await create(ctx.app, y.admin.token, '/api/reports', {
      title: 'Busy day',
      content: 'Much broke.',
      siteId: y.site.id,
      reportDate: today(),
    });
    const { pdf, text } = await download(y.admin.token, report.id);
    expect(imageCount(pdf)).toBe(DAMAGE_PHOTOS_IN_REPORT_MAX);
    expect(text).toContain('Damage number 0');
    expect(text).toContain(`Damage number ${DAMAGE_IN_REPORT_MAX - 1}`);
    expect(text).not.toContain(`Damage number ${DAMAGE_IN_REPORT_MAX}`);
    expect(text).toContain(`Further damage reported that day: ${extra}`);
  });
});
