import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPdfPool,
  PDF_POOL_DEFAULTS,
  type PdfPool,
  type PdfPoolOptions,
} from '../../src/modules/reports/pdf-pool.js';
import type { ReportPdfInput } from '../../src/modules/reports/render-report-pdf.js';

const log = pino({ level: 'silent' });
// Answered 503 with Retry-After (http/error-status.ts; the answer itself: report-pdf-cost.test.ts).
const unavailable = {
  code: 'internal_error',
  messageKey: 'errors.reportPdfUnavailable',
  retryAfterSeconds: 5,
};

const input = (title: string): ReportPdfInput => ({
  report: {
    id: 1,
    organizationId: 1,
    title,
    content: 'Poured the north wall.',
    siteId: 1,
    userId: 1,
    reportDate: '2026-11-20',
    createdAt: '2026-11-20T16:00:00.000Z',
    updatedAt: '2026-11-20T16:00:00.000Z',
    user: { firstName: 'Ada', lastName: 'Builder' },
    site: {
      id: 1,
      name: 'North',
      branch: { id: 1, name: 'Yard' },
      organization: { id: 1, name: 'Builders' },
    },
    organizationTimeZone: 'Europe/Berlin',
  },
  language: 'en',
  logoFile: null,
});

const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString() === '%PDF-';

let pool: PdfPool | undefined;
const poolWith = (options: Partial<PdfPoolOptions>) => {
  // One object the test may change later: the pool reads it for each render it starts.
  const settings = { ...PDF_POOL_DEFAULTS, ...options };
  pool = createPdfPool(log, settings);
  return { pool, settings };
};
afterEach(() => pool?.close());

describe('report PDF worker pool', () => {
  it('ends a render that overruns its deadline with 503, and serves the next one from a new worker', async () => {
    const { pool, settings } = poolWith({ size: 1, deadlineMs: 1 });
    await expect(pool.render(input('Too slow'), 1)).rejects.toMatchObject(unavailable);
    settings.deadlineMs = 30_000;
    expect(isPdf(await pool.render(input('In time'), 1))).toBe(true);
  }, 60_000);

  it('answers 503 when a render runs out of its heap, and the API process lives on', async () => {
    const { pool } = poolWith({ size: 1, heapMb: 1 });
    await expect(pool.render(input('Too big'), 1)).rejects.toMatchObject(unavailable);
  }, 60_000);

  it('queues renders, refusing at once what one organization or the whole queue may not add', async () => {
    const { pool } = poolWith({ size: 1, maxPerOrganization: 2, maxWaiting: 3 });
    const accepted = [pool.render(input('A1'), 1), pool.render(input('A2'), 1)];
    // Organization 1 has two renders under way: a third is refused, others still get in.
    await expect(pool.render(input('A3'), 1)).rejects.toMatchObject(unavailable);
    accepted.push(pool.render(input('B1'), 2), pool.render(input('B2'), 2));
    // One render runs, three wait: the queue is full for everyone.
    await expect(pool.render(input('C1'), 3)).rejects.toMatchObject(unavailable);
    expect((await Promise.all(accepted)).every(isPdf)).toBe(true);
    // Done renders no longer count against their organization.
    expect(isPdf(await pool.render(input('A4'), 1))).toBe(true);
  }, 60_000);

  it('on close, answers 503 to every render running or waiting, and to any after', async () => {
    const { pool } = poolWith({ size: 1 });
    const renders = Promise.allSettled([
      pool.render(input('Running'), 1),
      pool.render(input('Waiting'), 2),
    ]);
    await pool.close();
    expect(await renders).toMatchObject([
      { status: 'rejected', reason: unavailable },
      { status: 'rejected', reason: unavailable },
    ]);
    await expect(pool.render(input('Late'), 1)).rejects.toMatchObject(unavailable);
  }, 60_000);
});
