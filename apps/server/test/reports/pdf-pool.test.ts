import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPdfPool,
  PDF_POOL_DEFAULTS,
  type PdfPool,
  type PdfPoolOptions,
} from '../../src/pdf/pdf-pool.js';
import type { ReportPdfInput } from '../../src/pdf/render-report-pdf.js';

const log = pino({ level: 'silent' });
// Answered 503 with Retry-After (http/error-status.ts; the answer itself: report-pdf-cost.timing.test.ts).
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
  logo: null,
});

// An organization or user past its share: 429, with Retry-After (lib/fair-share.ts).
const pastShare = {
  code: 'rate_limited',
  messageKey: 'errors.organizationBusy',
  retryAfterSeconds: 5,
};
/** User `userId` of organization `organizationId` (the user is organization-wide unique here). */
const by = (organizationId: number, userId = organizationId * 10) => ({ organizationId, userId });

const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString() === '%PDF-';

let pool: PdfPool | undefined;
const poolWith = (
  options: Partial<Omit<PdfPoolOptions, 'share'>> & { share?: Partial<PdfPoolOptions['share']> },
) => {
  // One object the test may change later: the pool reads it for each render it starts.
  const settings = {
    ...PDF_POOL_DEFAULTS,
    ...options,
    share: { ...PDF_POOL_DEFAULTS.share, ...options.share },
  };
  pool = createPdfPool(log, settings);
  return { pool, settings };
};
afterEach(() => pool?.close());

describe('report PDF worker pool', () => {
  it('ends a render that overruns its deadline with 503, and serves the next one from a new worker', async () => {
    const { pool, settings } = poolWith({ size: 1, deadlineMs: 1 });
    await expect(pool.render(input('Too slow'), by(1))).rejects.toMatchObject(unavailable);
    settings.deadlineMs = 30_000;
    expect(isPdf(await pool.render(input('In time'), by(1)))).toBe(true);
  }, 60_000);

  it('answers 503 when a render runs out of its heap, and the API process lives on', async () => {
    const { pool } = poolWith({ size: 1, heapMb: 1 });
    await expect(pool.render(input('Too big'), by(1))).rejects.toMatchObject(unavailable);
  }, 60_000);

  it('queues renders, refusing at once what one organization, one user or the whole queue may not add', async () => {
    const { pool } = poolWith({
      size: 1,
      // Renders from TypeScript take about a second here: no claim should wait out its deadline.
      share: { waitingPerOrganization: 2, waitingPerUser: 1, waitingTotal: 3, maxWaitMs: 60_000 },
    });
    const accepted = [pool.render(input('A1'), by(1)), pool.render(input('A2'), by(1))];
    // The user has a render running and one waiting: a third is past their share (429)...
    await expect(pool.render(input('A3'), by(1))).rejects.toMatchObject(pastShare);
    // ...a colleague's still waits, and then the organization's waiting share is full.
    accepted.push(pool.render(input('A4'), by(1, 11)));
    await expect(pool.render(input('A5'), by(1, 12))).rejects.toMatchObject(pastShare);
    accepted.push(pool.render(input('B1'), by(2)));
    // One render runs, three wait: the queue is full for everyone (503).
    await expect(pool.render(input('C1'), by(3))).rejects.toMatchObject(unavailable);
    expect((await Promise.all(accepted)).every(isPdf)).toBe(true);
    // Done renders no longer count against their organization.
    expect(isPdf(await pool.render(input('A6'), by(1)))).toBe(true);
  }, 60_000);

  it("renders another organization's PDF before the rest of one organization's queue", async () => {
    const { pool } = poolWith({
      size: 1,
      share: { waitingPerOrganization: 4, waitingPerUser: 4, maxWaitMs: 60_000 },
    });
    const finished: string[] = [];
    const render = (title: string, organizationId: number) =>
      pool.render(input(title), by(organizationId)).then(() => finished.push(title));
    const renders = [render('A1', 1), render('A2', 1), render('A3', 1), render('B1', 2)];
    await Promise.all(renders);
    expect(finished).toEqual(['A1', 'B1', 'A2', 'A3']);
  }, 60_000);

  it('on close, answers 503 to every render running or waiting, and to any after', async () => {
    const { pool } = poolWith({ size: 1 });
    const renders = Promise.allSettled([
      pool.render(input('Running'), by(1)),
      pool.render(input('Waiting'), by(2)),
    ]);
    await pool.close();
    expect(await renders).toMatchObject([
      { status: 'rejected', reason: unavailable },
      { status: 'rejected', reason: unavailable },
    ]);
    await expect(pool.render(input('Late'), by(1))).rejects.toMatchObject(unavailable);
  }, 60_000);
});
