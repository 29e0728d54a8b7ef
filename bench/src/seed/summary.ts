import type pg from 'pg';
import { BENCH_ORG_NAME, MARKER_DOMAIN } from '../common/bench-org.js';

const TABLES = [
  'users',
  'branches',
  'sites',
  'storage_units',
  'parking_locations',
  'tools',
  'tool_logs',
  'vehicles',
  'vehicle_logs',
  'reports',
  'activity',
];

/**
 * Fingerprints of the generated content: the same seed must give the same digests on every run
 * and every database. Dates are compared as days before the seed's date, which is what the
 * generator fixes (the data moves with the calendar so that "today" always has reports).
 */
const CHECKSUMS = {
  tools: `select md5(string_agg(name || '|' || status || '|' || coalesce(serial_number, '') || '|' || (current_date - purchase_date), ',' order by id)) from tools where organization_id = $1`,
  vehicles: `select md5(string_agg(make || ' ' || model || '|' || license_plate || '|' || vin_number || '|' || status, ',' order by id)) from vehicles where organization_id = $1`,
  reports: `select md5(string_agg(title || '|' || content || '|' || (current_date - report_date), ',' order by id)) from reports where organization_id = $1`,
  users: `select md5(string_agg(username || '|' || first_name || ' ' || last_name, ',' order by id)) from users where organization_id = $1`,
};

export type SeedSummary = {
  benchOrganizationId: number;
  counts: Array<{ table: string; bench: number; allBenchOrgs: number }>;
  checksums: Record<string, string>;
};

export const summarize = async (pool: pg.Pool): Promise<SeedSummary> => {
  const orgs = await pool.query<{ id: number; name: string }>(
    `select id, name from organizations where contact_email like $1 order by id`,
    [`%@${MARKER_DOMAIN}`],
  );
  const bench = orgs.rows.find((row) => row.name === BENCH_ORG_NAME);
  if (!bench) throw new Error('Bench Builders was not created');
  const ids = orgs.rows.map((row) => row.id);
  const counts = [];
  for (const table of TABLES) {
    const result = await pool.query<{ bench: number; all: number }>(
      `select count(*) filter (where organization_id = $1)::int as bench, count(*)::int as all from ${table} where organization_id = any($2::int[])`,
      [bench.id, ids],
    );
    counts.push({ table, bench: result.rows[0]!.bench, allBenchOrgs: result.rows[0]!.all });
  }
  const checksums: Record<string, string> = {};
  for (const [name, query] of Object.entries(CHECKSUMS)) {
    checksums[name] = (await pool.query<{ md5: string }>(query, [bench.id])).rows[0]!.md5;
  }
  return { benchOrganizationId: bench.id, counts, checksums };
};

export const printSummary = (summary: SeedSummary) => {
  const width = Math.max(...summary.counts.map((row) => row.table.length));
  console.log(
    `\n  ${'table'.padEnd(width)}  ${'Bench Builders'.padStart(14)}  ${'all bench orgs'.padStart(14)}`,
  );
  for (const row of summary.counts) {
    console.log(
      `  ${row.table.padEnd(width)}  ${row.bench.toLocaleString('en').padStart(14)}  ${row.allBenchOrgs.toLocaleString('en').padStart(14)}`,
    );
  }
  console.log('\n  content checksums (Bench Builders; equal on every run):');
  for (const [name, digest] of Object.entries(summary.checksums))
    console.log(`    ${name.padEnd(8)} ${digest}`);
};
