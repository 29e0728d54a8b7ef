import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSheetItemsMax, type LabelFormat } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import {
  startLoadClient,
  type HttpRequest,
  type LoadClient,
  type LoadFigures,
  type ProbeFigures,
} from '../support/load-probe.js';

/*
 * One tenant's load is never everyone's (decision 0057). Organization A, with 50,000 tools, keeps
 * 50 connections busy for 20 s with a mix of its heaviest work — lists, whole-list exports as CSV
 * and XLSX, report PDFs and sheets of 2,000 labels — while organization B asks for its 20-tool
 * list every 50 ms. B must not notice: its answers' 95th percentile within 300 ms and none over
 * 1 s. A may be made to wait, or refused with 429/503, but every refusal says when to try again
 * (Retry-After) and no other 5xx is answered.
 *
 * The server listens on a real port; A's load and B's requests come from two client threads of
 * their own (support/load-probe.ts says why), so neither the load's client work nor the probe's
 * is on the server's event loop. The machine is shared with other test runs: a run that misses
 * the limits is measured once more, and the table shows every attempt.
 */
const CONNECTIONS = 50;
const LOAD_MS = 20_000;
/**
 * How long A's last requests may still take after the load: a wait for a request slot (at most
 * 8 s, then 503) and an export of every tool streamed to the end.
 */
const GRACE_MS = 15_000;
const B_P95_WITHIN_MS = 300;
const B_MAX_WITHIN_MS = 1_000;
const ATTEMPTS = 2;
const A_TOOLS = 50_000;
const B_TOOLS = 20;
const A_REPORTS = 6;
/**
 * What A may be answered: done, or refused for now (with Retry-After, checked separately). Not 0:
 * no answer within the grace after the load.
 */
const A_MAY_GET = ['200', '429', '503'];

let ctx: TestContext;
let loadClient: LoadClient;
let probeClient: LoadClient;
beforeAll(async () => {
  ctx = await createTestApp();
  const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  loadClient = startLoadClient(baseUrl);
  probeClient = startLoadClient(baseUrl);
});
afterAll(async () => {
  await loadClient.close();
  await probeClient.close();
  await ctx.close();
});

/** `count` tools of the organization, written inside PostgreSQL (seconds, not minutes). */
const seedTools = async (organizationId: number, branchId: number, count: number) => {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    // The pool's statement timeout is for requests; on a busy machine seeding may take longer.
    await client.query('set local statement_timeout = 0');
    await client.query(
      `insert into tools (organization_id, name, serial_number, branch_id, next_maintenance_date)
       select $1, 'Bohrhammer Hilti TE ' || i, 'SN-' || lpad(i::text, 8, '0'), $2,
              current_date + ((i * 7) % 400 - 40)
       from generate_series(1, $3) as i`,
      [organizationId, branchId, count],
    );
    await client.query('commit');
    await client.query('analyze tools');
  } finally {
    client.release();
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

type Attempt = { figures: ProbeFigures; load: LoadFigures; p50: number; p95: number; max: number };

const row = (attempt: number, { figures, load, p50, p95, max }: Attempt) => {
  const statuses = Object.entries(load.statuses)
    .map(
      ([label, counts]) =>
        `${label} ${Object.entries(counts)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
    )
    .join('; ');
  return [
    String(attempt).padStart(7),
    String(figures.otherTenantRequests).padStart(4),
    p50.toFixed(0).padStart(5),
    p95.toFixed(0).padStart(5),
    max.toFixed(0).padStart(6),
    figures.loopDelayMaxMs.toFixed(0).padStart(5),
    (figures.mainThreadCpuMs?.toFixed(0) ?? '-').padStart(6),
    (figures.mainThreadQueuedMs?.toFixed(0) ?? '-').padStart(7),
    `  ${statuses}`,
  ].join(' ');
};

describe('load battery: one organization under heavy load, another one asking', () => {
  it("answers the other organization's list within its limits while one organization loads 50 connections", async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const aPlace = await branchWithSite(ctx.app, a.admin.token);
    const bPlace = await branchWithSite(ctx.app, b.admin.token);
    await seedTools(a.organization.id, aPlace.branch.id, A_TOOLS);
    await seedTools(b.organization.id, bPlace.branch.id, B_TOOLS);
    const reportIds: number[] = [];
    for (let i = 0; i < A_REPORTS; i += 1) {
      const report = await create(ctx.app, a.admin.token, '/api/reports', {
        title: `Tagesbericht ${i + 1}`,
        content: 'Betonage der Nordwand abgeschlossen, Schalung geprüft. '.repeat(150),
        siteId: aPlace.site.id,
        reportDate: '2026-11-20',
      });
      reportIds.push(report.id as number);
    }

    // Label sheets of the most labels a file holds, with serial numbers as bars.
    const { rows: toLabel } = await ctx.pool.query<{ id: number }>(
      'select id from tools where organization_id = $1 order by id limit $2',
      [a.organization.id, labelSheetItemsMax('a4-3x7')],
    );
    const token = a.admin.token;
    const get = (label: string, path: string) => ({ label, method: 'GET', path, token });
    const labels = (label: string, format: LabelFormat) => ({
      label,
      method: 'POST',
      path: '/api/labels/sheets',
      token,
      json: JSON.stringify({
        kind: 'tool',
        format,
        ids: toLabel.slice(0, labelSheetItemsMax(format)).map(({ id }) => id),
        serialBarcode: true,
      }),
    });
    // Each connection starts at its own place in this list and goes round it.
    const mix: Array<HttpRequest & { label: string }> = [
      get('list', '/api/tools?limit=100'),
      get('export csv', '/api/tools/export?format=csv'),
      get('list sorted', '/api/tools?limit=100&sort=serialNumber&dir=desc'),
      get('report pdf', `/api/reports/${reportIds[0]}/download`),
      get('list search', '/api/tools?limit=100&search=Hilti%2012'),
      labels('label sheet', 'a4-3x7'),
      get('list', '/api/tools?limit=100'),
      get('export xlsx', '/api/tools/export?format=xlsx'),
      ...reportIds.slice(1).map((id) => get('report pdf', `/api/reports/${id}/download`)),
      labels('label roll', 'roll-62mm'),
    ];

    const attempts: Attempt[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const { result: load, figures } = await probeClient.underProbe(
        { token: b.admin.token, path: '/api/tools' },
        () =>
          loadClient.load(mix, {
            connections: CONNECTIONS,
            durationMs: LOAD_MS,
            graceMs: GRACE_MS,
          }),
      );
      const sorted = [...figures.otherTenantLatenciesMs].sort((x, y) => x - y);
      attempts.push({
        figures,
        load,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: sorted.at(-1) ?? 0,
      });
      const last = attempts.at(-1)!;
      if (last.p95 <= B_P95_WITHIN_MS && last.max <= B_MAX_WITHIN_MS) break;
    }

    console.log(
      [
        `B: ${B_TOOLS}-tool list every 50 ms while A (${A_TOOLS.toLocaleString('en')} tools) ` +
          `keeps ${CONNECTIONS} connections busy for ${LOAD_MS / 1000} s; ms from when due; ` +
          "loop: the server's longest event-loop stall; cpu, queued: the server thread on a CPU " +
          'and waiting for one (a busy machine)',
        'attempt    n   p50   p95    max  loop    cpu  queued   A: statuses by request',
        ...attempts.map((attempt, index) => row(index + 1, attempt)),
      ].join('\n'),
    );

    const best = attempts.at(-1)!;
    for (const { figures, load } of attempts) {
      expect.soft(figures.otherTenantFailures, "B's answers that were not 200").toEqual([]);
      expect.soft(load.refusalsWithoutRetryAfter, "A's 429/503 without Retry-After").toBe(0);
      for (const [label, counts] of Object.entries(load.statuses)) {
        const unexpected = Object.keys(counts).filter((status) => !A_MAY_GET.includes(status));
        expect.soft(unexpected, `A's ${label}: statuses other than 200/429/503`).toEqual([]);
      }
    }
    // A is served too, not only refused: each kind of its work is done at least once.
    for (const [label, counts] of Object.entries(best.load.statuses)) {
      expect.soft(counts['200'] ?? 0, `A's ${label} answered 200`).toBeGreaterThan(0);
    }
    expect(best.p95, "B's 95th percentile, ms").toBeLessThanOrEqual(B_P95_WITHIN_MS);
    expect(best.max, "B's slowest answer, ms").toBeLessThanOrEqual(B_MAX_WITHIN_MS);
  }, 180_000);
});
