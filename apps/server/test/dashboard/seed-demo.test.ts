import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  seasonKey,
  seasonMismatch,
  type DashboardDue,
  type VehiclesOnWrongTires,
} from '@toolyard/shared';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { bearer } from '../support/fixtures.js';
import { createTestDatabase } from '../support/test-app.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const seed = (databaseUrl: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: '',
      PORT: '3000',
    },
    encoding: 'utf8',
  });

/** The API on the seeded database, signed in as the demo admin: the product's own rules read it. */
const demoApi = async (url: string) => {
  const quiet = () => undefined;
  const pool = createPool(url, { info: quiet, warn: quiet, error: quiet });
  const app = await buildApp({
    db: createDatabase(pool),
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'demo-admin', password: 'demo-admin-password' },
  });
  const token = login.json<{ token: string }>().token;
  return {
    get: async <T>(url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};

describe('npm run seed:demo', () => {
  it('fills a fresh database with a living demo organization that shows every feature, once', async () => {
    const url = await createTestDatabase();
    const first = seed(url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('demo-admin / demo-admin-password');
    // A clean end: no warning of a lost database connection, or any other.
    expect(`${first.stdout}${first.stderr}`).not.toMatch(/connection lost|"level":(40|50|60)/);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const one = async (query: string) => (await client.query(query)).rows;
    const count = async (query: string) => Number((await one(query))[0].n);
    expect(
      await one(`select role, count(*)::int as n from users group by role order by role`),
    ).toEqual([
      { role: 'org_admin', n: 1 },
      { role: 'worker', n: 3 },
    ]);
    expect(await count('select count(*)::int as n from branches')).toBe(2);
    expect(
      (await one('select distinct status::text from tools order by 1')).map((r) => r.status),
    ).toEqual(['available', 'checked_out', 'maintenance', 'pending_confirmation']);
    expect(
      (
        await one(
          'select distinct tire_type::text from vehicles where tire_type is not null order by 1',
        )
      ).map((r) => r.tire_type),
    ).toEqual(['all_season', 'summer', 'winter']);
    expect(await count('select count(distinct report_date)::int as n from reports')).toBe(7);
    expect(
      await count('select count(*)::int as n from tools where storage_unit_id is not null'),
    ).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from parking_locations')).toBe(3);

    // Maintenance done on tools and vehicles, with what it cost.
    expect(
      await count(
        'select count(*)::int as n from maintenance_records where cost > 0 and tool_id is not null',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        'select count(*)::int as n from maintenance_records where cost > 0 and vehicle_id is not null',
      ),
    ).toBeGreaterThanOrEqual(1);
    // A damage report with its photo, on a tool the return sent to maintenance.
    expect(
      await one(`select t.status::text as status, count(p.id)::int as photos
                 from damage_reports r join damage_photos p on p.damage_report_id = r.id
                 join tools t on t.id = r.tool_id group by t.status`),
    ).toEqual([{ status: 'maintenance', photos: 1 }]);
    // Scan-ready: every item has its label code, and the sheets to print them are written.
    expect(
      await count(`select (select count(*) from tools) + (select count(*) from vehicles)
                   + (select count(*) from storage_units) + (select count(*) from parking_locations)
                   + (select count(*) from sites) - (select count(*) from label_codes) as n`),
    ).toBe(0);
    const sheets = fs.readdirSync(path.join(dataDir, 'demo-labels')).sort();
    expect(sheets.map((file) => file.replace(/-\d{4}-\d{2}-\d{2}\.pdf$/, ''))).toEqual([
      'labels-parking-places',
      'labels-sites',
      'labels-storage-units',
      'labels-tools',
      'labels-vehicles',
    ]);
    for (const file of sheets)
      expect(
        fs
          .readFileSync(path.join(dataDir, 'demo-labels', file))
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    expect(first.stdout).toContain(path.join(dataDir, 'demo-labels'));
    expect(first.stdout).toContain('http://localhost:3000/l/');
    const dismissed = (await one('select season from tire_alert_dismissals')).map(
      (row) => row.season as string,
    );
    await client.end();

    const api = await demoApi(url);
    try {
      // Tools and vehicles overdue and due soon, by the product's own due rule.
      const due = await api.get<DashboardDue>('/api/dashboard/due');
      expect(due.overdue.tools).toBeGreaterThanOrEqual(1);
      expect(due.overdue.vehicles).toBeGreaterThanOrEqual(1);
      expect(due.dueSoon.tools).toBeGreaterThanOrEqual(1);
      expect(due.dueSoon.vehicles).toBeGreaterThanOrEqual(1);
      const reasons = new Set(due.items.flatMap((item) => item.due.reasons.map((r) => r.kind)));
      expect([...reasons].sort()).toEqual([
        'maintenance',
        'registration',
        'service',
        'technical_checkup',
      ]);

      // The tyre alert: this season's is active for the admin, last season's was dismissed.
      const months = { winterMonths: DEFAULT_WINTER_MONTHS, summerMonths: DEFAULT_SUMMER_MONTHS };
      const now = new Date();
      const wrong = seasonMismatch(months, now)?.wrongTireType ?? 'summer';
      const current = await api.get<VehiclesOnWrongTires>(
        `/api/vehicles/tire-alert?tireType=${wrong}&season=${seasonKey(months, now)}`,
      );
      expect(current.total).toBeGreaterThanOrEqual(2);
      expect(current.dismissed).toBe(false);
      expect(dismissed).toHaveLength(1);
      expect(dismissed[0]).not.toBe(seasonKey(months, now));
      const previous = await api.get<VehiclesOnWrongTires>(
        `/api/vehicles/tire-alert?tireType=${wrong}&season=${dismissed[0]}`,
      );
      expect(previous.dismissed).toBe(true);
    } finally {
      await api.close();
    }

    const second = seed(url);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('exists already');
  }, 120_000);
});
