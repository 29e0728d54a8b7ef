import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { pdfText } from './pdf-text.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const site = async () => {
  const org = await organizationWithAdmin(ctx.app);
  const { site: s } = await branchWithSite(ctx.app, org.admin.token);
  const worker = await workerOf(ctx.app, org.admin.token);
  return { ...org, site: s, worker };
};

const reportBody = (siteId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'North wall pour',
  content:
    'Poured 12 m³ of concrete on the north wall. Weather dry, 14 °C. Çelik, Šimić and Đurić on site.',
  siteId,
  reportDate: '2026-11-20',
  userId: 999999,
  ...overrides,
});

describe('reports', () => {
  it('a worker writes a report as its author, whatever userId the body names', async () => {
    const s = await site();
    const report = await create(ctx.app, s.worker.token, '/api/reports', reportBody(s.site.id));
    expect(report).toMatchObject({
      userId: s.worker.user.id,
      user: { firstName: 'Will' },
      reportDate: '2026-11-20',
      site: { id: s.site.id, organization: { id: s.organization.id } },
    });
  });

  it('validates the form with the spec rules', async () => {
    const s = await site();
    const response = await call('POST', '/api/reports', s.worker.token, {
      title: '',
      content: ' ',
      reportDate: '20.11.2026',
    });
    expect(response.json().fieldErrors).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      siteId: 'Site is required',
      reportDate: 'Report date is required (yyyy-MM-dd)',
    });
  });

  it("refuses another organization's site", async () => {
    const a = await site();
    const b = await site();
    const response = await call('POST', '/api/reports', a.worker.token, reportBody(b.site.id));
    expect(response.statusCode).toBe(400);
  });

  it('lists the organization’s reports, newest first, and never another organization’s', async () => {
    const a = await site();
    const b = await site();
    await create(
      ctx.app,
      a.worker.token,
      '/api/reports',
      reportBody(a.site.id, { title: 'Older', reportDate: '2026-11-01' }),
    );
    await create(
      ctx.app,
      a.admin.token,
      '/api/reports',
      reportBody(a.site.id, { title: 'Newer', reportDate: '2026-11-21' }),
    );
    await create(
      ctx.app,
      b.worker.token,
      '/api/reports',
      reportBody(b.site.id, { title: 'Other company' }),
    );
    const list = (await call('GET', '/api/reports', a.worker.token)).json();
    expect(list.map((r: { title: string }) => r.title)).toEqual(['Newer', 'Older']);
    expect((await call('GET', '/api/reports/recent', a.admin.token)).json()).toHaveLength(2);
  });

  it('workers edit and delete only their own; admins any of their organization', async () => {
    const s = await site();
    const colleague = await workerOf(ctx.app, s.admin.token);
    const report = await create(ctx.app, s.worker.token, '/api/reports', reportBody(s.site.id));
    const stranger = await call(
      'PUT',
      `/api/reports/${report.id}`,
      colleague.token,
      reportBody(s.site.id, { title: 'Changed' }),
    );
    expect(stranger.statusCode).toBe(403);
    expect((await call('DELETE', `/api/reports/${report.id}`, colleague.token)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          'PUT',
          `/api/reports/${report.id}`,
          s.worker.token,
          reportBody(s.site.id, { title: 'Mine, fixed' }),
        )
      ).json().title,
    ).toBe('Mine, fixed');
    expect(
      (
        await call(
          'PUT',
          `/api/reports/${report.id}`,
          s.admin.token,
          reportBody(s.site.id, { title: 'Reviewed' }),
        )
      ).json().title,
    ).toBe('Reviewed');
    expect((await call('DELETE', `/api/reports/${report.id}`, s.admin.token)).statusCode).toBe(204);
  });

  it("hides another organization's report from every id-taking route", async () => {
    const a = await site();
    const b = await site();
    const report = await create(ctx.app, a.worker.token, '/api/reports', reportBody(a.site.id));
    for (const [method, url] of [
      ['GET', `/api/reports/${report.id}`],
      ['GET', `/api/reports/${report.id}/download`],
      ['DELETE', `/api/reports/${report.id}`],
    ] as const) {
      expect((await call(method, url, b.admin.token)).statusCode).toBe(404);
    }
    expect(
      (await call('PUT', `/api/reports/${report.id}`, b.admin.token, reportBody(b.site.id)))
        .statusCode,
    ).toBe(404);
    expect(await ctx.db.select().from(reports).where(eq(reports.id, report.id))).toHaveLength(1);
  });

  it('downloads a real PDF with a proper file name that holds the title', async () => {
    const s = await site();
    const report = await create(ctx.app, s.worker.token, '/api/reports', reportBody(s.site.id));
    const response = await call('GET', `/api/reports/${report.id}/download`, s.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="report-2026-11-20-north-wall-pour.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title, through the info dictionary's reference, and the embedded Unicode font.
    const text = pdf.toString('latin1');
    const titleRef = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(titleRef).toBeDefined();
    expect(text).toContain(`${titleRef} 0 obj\n(North wall pour)`);
    expect(text).toContain('DejaVuSans');
    // One short report, one page (the page footer must not spill onto a blank second page).
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  it("prints dates as the spec's 'MMM d, yyyy' in English, the reader's own way otherwise, in the organization's zone", async () => {
    const s = await site();
    const report = await create(ctx.app, s.worker.token, '/api/reports', reportBody(s.site.id));
    await ctx.db
      .update(reports)
      .set({ createdAt: '2026-11-23T19:30:00.000Z' })
      .where(eq(reports.id, report.id));
    const zone = await call('PUT', `/api/organizations/${s.organization.id}`, s.admin.token, {
      timeZone: 'America/New_York',
    });
    expect(zone.json()).toMatchObject({ timeZone: 'America/New_York' });
    const facts = async (language: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/reports/${report.id}/download`,
        headers: { ...bearer(s.admin.token), 'accept-language': language },
      });
      return pdfText(response.rawPayload).pages[0]!.join('\n').replaceAll(': \n', ': ');
    };
    const english = await facts('en');
    expect(english).toContain('Report date: Nov 20, 2026');
    expect(english).toContain('Created: Nov 23, 2026 2:30 PM (America/New_York)');
    const german = await facts('de');
    expect(german).toContain('Berichtsdatum: 20.11.2026');
    expect(german).toContain('Erstellt: 23.11.2026 14:30 (America/New_York)');
  });
});
