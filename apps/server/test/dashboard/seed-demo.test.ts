import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const seed = (databaseUrl: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });

describe('npm run seed:demo', () => {
  it('fills a fresh database with a living demo organization, once', async () => {
    const url = await createTestDatabase();
    const first = seed(url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('demo-admin / demo-admin-password');

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const one = async (query: string) => (await client.query(query)).rows;
    expect(
      await one(`select role, count(*)::int as n from users group by role order by role`),
    ).toEqual([
      { role: 'org_admin', n: 1 },
      { role: 'worker', n: 3 },
    ]);
    expect((await one('select count(*)::int as n from branches'))[0].n).toBe(2);
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
    expect((await one('select count(distinct report_date)::int as n from reports'))[0].n).toBe(7);
    expect(
      (await one('select count(*)::int as n from tools where storage_unit_id is not null'))[0].n,
    ).toBeGreaterThan(0);
    expect((await one('select count(*)::int as n from parking_locations'))[0].n).toBe(3);
    await client.end();

    const second = seed(url);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('exists already');
  }, 120_000);
});
