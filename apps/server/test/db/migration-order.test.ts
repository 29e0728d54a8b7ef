import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.js';
import { databaseUrl } from '../support/database-url.js';

/*
 * Upgrades keep the data: a database made by an earlier release migrates to this one. Drizzle
 * runs only the migrations dated after the last one a database ran, so a migration dated too
 * early is skipped on every existing installation (0020 and 0021 once were).
 */
type Journal = { entries: Array<{ idx: number; tag: string; when: number }> };

const folder = migrationsFolder();
const journal = (): Journal =>
  JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));

const scratch: string[] = [];
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database with nothing in it, as a first start finds. */
const emptyDatabase = async () => {
  const adminUrl = inject('adminUrl');
  const name = `upgrade_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  pools.push(pool);
  return pool;
};

/** The migrations as an earlier release shipped them: the first `count`, with `when` changed. */
const earlierRelease = (count: number, when: (entry: Journal['entries'][number]) => number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-migrations-'));
  scratch.push(dir);
  fs.cpSync(folder, dir, { recursive: true });
  const entries = journal()
    .entries.slice(0, count)
    .map((entry) => ({ ...entry, when: when(entry) }));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal(), entries }),
  );
  return dir;
};

const tableExists = async (pool: pg.Pool, table: string) =>
  (await pool.query('select to_regclass($1) as found', [`public.${table}`])).rows[0].found !== null;

const columnExists = async (pool: pg.Pool, table: string, column: string) =>
  (
    await pool.query(
      'select 1 from information_schema.columns where table_name = $1 and column_name = $2',
      [table, column],
    )
  ).rowCount === 1;

const indexOf = (tag: string) => journal().entries.findIndex((entry) => entry.tag === tag);

describe('migrations across releases', () => {
  it("keep their journal times in order: each is later than the one before, as drizzle's skip rule needs", () => {
    const times = journal().entries.map((entry) => entry.when);
    const late = times.flatMap((when, index) =>
      index > 0 && when <= times[index - 1]! ? [journal().entries[index]!.tag] : [],
    );
    expect(late).toEqual([]);
  });

  it('bring a database of the release before the mail log (through 0019) up to this one: the mail ledger, the invitations and the import counters all arrive', async () => {
    const pool = await emptyDatabase();
    await runMigrations(
      pool,
      earlierRelease(indexOf('0019_maintenance_damage_notices') + 1, (e) => e.when),
    );
    expect(await tableExists(pool, 'outbound_mails')).toBe(false);

    await runMigrations(pool);
    expect(await tableExists(pool, 'outbound_mails')).toBe(true);
    expect(await tableExists(pool, 'invitations')).toBe(true);
    expect(await columnExists(pool, 'imports', 'updated')).toBe(true);
  });

  it('bring a database that ran 0020 and 0021 under their old, too early times up to this one without failing on what exists', async () => {
    const pool = await emptyDatabase();
    const oldTimes: Record<string, number> = {
      '0020_outbound_mails': 1_795_818_450_118,
      '0021_invitations': 1_795_818_537_303,
    };
    await runMigrations(
      pool,
      earlierRelease(indexOf('0021_invitations') + 1, (entry) => oldTimes[entry.tag] ?? entry.when),
    );
    expect(await tableExists(pool, 'invitations')).toBe(true);

    await runMigrations(pool);
    expect(await columnExists(pool, 'imports', 'updated')).toBe(true);
    // Run once more: nothing is left to run, nothing fails.
    await runMigrations(pool);
  });
});
