import type pg from 'pg';
import { authHeaders, type Session } from './api.js';
import { percentile } from './stats.js';
import { ms, verdict, type Row } from './table.js';

/**
 * The same requests against Bench Builders and the organization at BENCH_SCALE times its size
 * (README: "Flat at 500,000 tools"): one connection, requests one after another for `seconds` per
 * organization, the two organizations taking turns in slices so both see the same machine. What
 * grows with the data is the plan or the work, not the server's own overhead.
 */
const TARGETS = { p50: 1.5, p99: 2 };
const SLICE_MS = 500;
export const NO_MATCH = 'zzqxv';

/** A request of the growth table; `path` gets the organization's own one-match word. */
type GrowthRequest = { label: string; path: (oneMatch: string) => string };

const REQUESTS: GrowthRequest[] = [
  { label: 'tools, page 1', path: () => '/api/tools?limit=50' },
  { label: '… status tab', path: () => '/api/tools?limit=50&status=checked_out' },
  { label: '… by name, descending', path: () => '/api/tools?limit=50&sort=name&dir=desc' },
  { label: '… overdue', path: () => '/api/tools?limit=50&due=overdue' },
  { label: '… search "hammer" (8 %)', path: () => '/api/tools?limit=50&search=hammer' },
  { label: '… search "rugby" (2 %)', path: () => '/api/tools?limit=50&search=rugby' },
  {
    label: '… search one serial (1 match)',
    path: (oneMatch) => `/api/tools?limit=50&search=${encodeURIComponent(oneMatch)}`,
  },
  { label: `… search "${NO_MATCH}" (none)`, path: () => `/api/tools?limit=50&search=${NO_MATCH}` },
  { label: 'vehicles, page 1', path: () => '/api/vehicles?limit=50' },
  { label: '… search "crafter"', path: () => '/api/vehicles?limit=50&search=crafter' },
  { label: '… due soon', path: () => '/api/vehicles?limit=50&due=due_soon' },
  { label: 'reports, page 1', path: () => '/api/reports?limit=50' },
  { label: '… search "concrete"', path: () => '/api/reports?limit=50&search=concrete' },
  { label: 'sites, page 1', path: () => '/api/sites?limit=50' },
  { label: '… search "zürich"', path: () => '/api/sites?limit=50&search=z%C3%BCrich' },
  { label: 'storage units, page 1', path: () => '/api/storage-units?limit=50' },
  { label: '… search "regal"', path: () => '/api/storage-units?limit=50&search=regal' },
  { label: 'workers, page 1', path: () => '/api/users/workers?limit=50' },
  { label: '… search "gashi"', path: () => '/api/users/workers?limit=50&search=gashi' },
  { label: 'tools count', path: () => '/api/tools/count' },
  { label: 'tools summary', path: () => '/api/tools/summary' },
  { label: 'vehicles summary', path: () => '/api/vehicles/summary' },
  { label: 'dashboard stats', path: () => '/api/dashboard/stats' },
  { label: 'dashboard activity', path: () => '/api/activity' },
  { label: 'dashboard due widget', path: () => '/api/dashboard/due' },
];

type Latency = { p50: number; p99: number; samples: number; failures: number };
export type GrowthFigures = {
  scale: number;
  rows: Array<{ label: string; small: Latency; large: Latency }>;
};
export type GrowthTarget = { session: Session; organizationId: number };

/** A serial number held by exactly one tool of the organization: the one-match search. */
export const oneMatchOf = async (pool: pg.Pool, organizationId: number) => {
  const found = await pool.query<{ serial_number: string }>(
    `select serial_number from tools where organization_id = $1 and serial_number is not null
     order by id offset 1234 limit 1`,
    [organizationId],
  );
  const serial = found.rows[0]?.serial_number;
  if (!serial) throw new Error(`organization ${organizationId} has no tool with a serial number`);
  return serial;
};

const timeOne = async (session: Session, path: string) => {
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}${path}`, { headers: authHeaders(session) });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
};

/** Sequential requests for `until` ms; answers their times. */
const slice = async (session: Session, path: string, untilMs: number, into: number[]) => {
  let failures = 0;
  const end = performance.now() + untilMs;
  while (performance.now() < end) {
    const { ms: took, ok } = await timeOne(session, path);
    if (ok) into.push(took);
    else failures += 1;
  }
  return failures;
};

const latencyOf = (samples: number[], failures: number): Latency => ({
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  samples: samples.length,
  failures,
});

export const measureGrowth = async (
  pool: pg.Pool,
  small: GrowthTarget,
  large: GrowthTarget,
  scale: number,
  seconds: number,
): Promise<GrowthFigures> => {
  const words = {
    small: await oneMatchOf(pool, small.organizationId),
    large: await oneMatchOf(pool, large.organizationId),
  };
  const rows: GrowthFigures['rows'] = [];
  for (const request of REQUESTS) {
    const paths = { small: request.path(words.small), large: request.path(words.large) };
    // Warm both (the first request plans statements and fills the kept estimates).
    for (let i = 0; i < 3; i += 1) {
      await timeOne(small.session, paths.small);
      await timeOne(large.session, paths.large);
    }
    const samples = { small: [] as number[], large: [] as number[] };
    const failures = { small: 0, large: 0 };
    for (let spent = 0; spent < seconds * 1000; spent += SLICE_MS) {
      failures.small += await slice(small.session, paths.small, SLICE_MS, samples.small);
      failures.large += await slice(large.session, paths.large, SLICE_MS, samples.large);
    }
    rows.push({
      label: request.label,
      small: latencyOf(samples.small, failures.small),
      large: latencyOf(samples.large, failures.large),
    });
  }
  return { scale, rows };
};

const times = (value: number) => `${value.toFixed(2)}×`;

/** One row per request: p50 at both sizes and its growth; p99 and its growth beside it. */
export const growthRows = (growth: GrowthFigures | undefined, error: string | undefined): Row[] => {
  if (!growth)
    return [
      {
        figure: 'growth to BENCH_SCALE times the data',
        measured: error ? `error: ${error}` : 'not measured (seed with BENCH_SCALE=10)',
        baseline: '',
        target: `p50 ≤ ${TARGETS.p50}×, p99 ≤ ${TARGETS.p99}×`,
        verdict: 'missing',
      },
    ];
  return growth.rows.map(({ label, small, large }) => {
    const p50 = large.p50 / small.p50;
    const p99 = large.p99 / small.p99;
    const failed = small.failures + large.failures;
    return {
      figure: `×${growth.scale}: ${label}`,
      measured: `p50 ${ms(small.p50)} → ${ms(large.p50)} = ${times(p50)}${failed > 0 ? ` (${failed} failed)` : ''}`,
      baseline: `p99 ${ms(small.p99)} → ${ms(large.p99)} = ${times(p99)}`,
      target: `≤ ${TARGETS.p50}× / ≤ ${TARGETS.p99}×`,
      verdict: verdict(failed === 0 && p50 <= TARGETS.p50 && p99 <= TARGETS.p99),
    };
  });
};
