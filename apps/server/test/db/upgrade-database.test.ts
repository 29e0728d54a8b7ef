import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import { nativeDirOfMajor } from '../../src/db/upgrade/old-binaries.js';
import { upgradeDatabase } from '../../src/db/upgrade/upgrade-cluster.js';
import { create } from '../support/fixtures.js';
import { populatedOrganization } from '../support/populated-organization.js';
import { databaseSnapshot, type Snapshot } from '../support/table-contents.js';

/**
 * Decision 0068: a data folder PostgreSQL 17 made is refused by the 18 binaries, and
 * `npm run db:upgrade` moves it to 18. One real PostgreSQL 17 cluster (the binaries of the same
 * embedded package, 17.10) is made once, migrated and filled through the API, and serves the
 * file's tests in order: refused, refused while in use, stopped by a table it cannot place,
 * then upgraded.
 */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SCHEMAS = ['public', 'drizzle', 'pgboss'];
const snapshot = (url: string) => databaseSnapshot(url, SCHEMAS);

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const pgVersionOf = (clusterDir: string) =>
  fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8').trim();

let dataDir = '';
let filesDir = '';
let clusterDir = '';
let nativeDir17 = '';
let adminToken = '';
let before: Snapshot;

const start17 = () =>
  startEmbeddedPostgres({ dataDir, database: 'toolyard', log: quiet, nativeDir: nativeDir17 });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-upgrade-'));
  // mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
  fs.chmodSync(dataDir, 0o755);
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-upgrade-files-'));
  clusterDir = path.join(dataDir, 'pg');
  nativeDir17 = await nativeDirOfMajor(17);

  const old = await start17();
  try {
    const pool = createPool(old.url, quiet);
    await runMigrations(pool);
    const app = await buildApp({
      db: createDatabase(pool),
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: old.url,
        DATA_DIR: filesDir,
        LOG_LEVEL: 'silent',
      }),
    });
    // Organizations, people, items, a staged import (jsonb), damage photos (bytea), the log.
    adminToken = (await populatedOrganization(app, 'U')).admin.token;
    await app.close();
    await pool.end();

    // pg-boss's tables: a queue of its own (a partition), a waiting job, a schedule.
    const boss = new PgBoss({ connectionString: old.url, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('upgrade-probe');
    await boss.send('upgrade-probe', { note: 'Größe ölig – still here', at: '2026-11-28' });
    await boss.schedule('upgrade-probe', '0 3 * * *', { nightly: true }, { tz: 'Europe/Berlin' });
    await boss.stop({ graceful: false });

    before = await snapshot(old.url);
  } finally {
    await old.stop();
  }
}, 180_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('an embedded database made by PostgreSQL 17', () => {
  it('is refused by the PostgreSQL 18 binaries with a message naming `npm run db:upgrade`, untouched', async () => {
    expect(pgVersionOf(clusterDir)).toBe('17');
    await expect(
      startEmbeddedPostgres({ dataDir, database: 'toolyard', log: quiet }),
    ).rejects.toThrow(
      /made by PostgreSQL 17; this Toolyard runs PostgreSQL 18.*`npm run db:upgrade`/s,
    );
    expect(pgVersionOf(clusterDir)).toBe('17');
    expect(fs.existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(`${clusterDir}.owner`)).toBe(false);
  });

  it('is not upgraded while a Toolyard process owns it', async () => {
    // The owner file a running server writes (embedded-postgres.ts), naming a live node process.
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], {
      stdio: 'ignore',
    });
    fs.writeFileSync(`${clusterDir}.owner`, JSON.stringify({ pid: owner.pid }));
    try {
      await expect(upgradeDatabase({ dataDir, log: quiet })).rejects.toThrow(
        new RegExp(`Toolyard is running \\(PID ${owner.pid}\\).*stop it first`),
      );
    } finally {
      owner.kill('SIGKILL');
      fs.rmSync(`${clusterDir}.owner`, { force: true });
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pg', 'pg.log']);
    expect(pgVersionOf(clusterDir)).toBe('17');
  });

  it('stops at a table the migrations did not make, removes the new cluster and keeps the old one as it was', async () => {
    const old = await start17();
    try {
      await withClient(old.url, (client) =>
        client.query(`create table public.hand_made (note text);
                      insert into public.hand_made values ('mine')`),
      );
    } finally {
      await old.stop();
    }

    await expect(upgradeDatabase({ dataDir, log: quiet })).rejects.toThrow(
      /lacks: public\.hand_made[\s\S]*unfinished PostgreSQL 18 cluster was removed/,
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pg', 'pg.log']);
    expect(pgVersionOf(clusterDir)).toBe('17');

    const again = await start17();
    try {
      const notes = await withClient(again.url, async (client) => {
        const { rows } = await client.query<{ note: string }>('select note from hand_made');
        await client.query('drop table hand_made');
        return rows;
      });
      expect(notes).toEqual([{ note: 'mine' }]);
      expect(await snapshot(again.url)).toEqual(before);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('moves to PostgreSQL 18 with every row, checksum and sequence, keeping the 17 folder', async () => {
    const lines: string[] = [];
    const log = {
      info: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
    };
    const result = await upgradeDatabase({ dataDir, log });
    expect(result).toMatchObject({ upgraded: true, from: 17, to: 18, clusterDir });
    if (!result.upgraded) return;

    // The old folder, kept beside the new one under its major and the time.
    expect(path.dirname(result.keptAt)).toBe(dataDir);
    expect(path.basename(result.keptAt)).toMatch(/^pg\.v17-\d{8}T\d{6}$/);
    expect(pgVersionOf(result.keptAt)).toBe('17');
    expect(pgVersionOf(clusterDir)).toBe('18');
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('upgrading'))).toEqual([]);
    // Progress: a line per table, with its rows.
    const tables = result.tables.map((moved) => moved.table);
    expect(tables).toEqual(expect.arrayContaining(['public.tools', 'public.damage_photos']));
    expect(tables.some((table) => /^pgboss\.j[0-9a-f]+$/.test(table))).toBe(true);
    for (const moved of result.tables)
      expect(lines.some((line) => line.includes(` ${moved.table}: ${moved.rows} rows`))).toBe(true);

    const next = await startEmbeddedPostgres({ dataDir, database: 'toolyard', log: quiet });
    try {
      const version = await withClient(next.url, (client) =>
        client.query<{ v: number }>(`select current_setting('server_version_num')::int as v`),
      );
      expect(version.rows[0]!.v).toBeGreaterThanOrEqual(180000);
      expect(await snapshot(next.url)).toEqual(before);

      // The session made on 17 still signs in, and a new branch takes the next id.
      const pool = createPool(next.url, quiet);
      const app = await buildApp({
        db: createDatabase(pool),
        config: loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: next.url,
          DATA_DIR: filesDir,
          LOG_LEVEL: 'silent',
        }),
      });
      try {
        const branch = await create(app, adminToken, '/api/branches', { name: 'After 18' });
        expect(branch.id).toBe(Number(before.sequences['public.branches_id_seq']) + 1);
      } finally {
        await app.close();
        await pool.end();
      }
    } finally {
      await next.stop();
    }

    // Run again, it has nothing to do.
    await expect(upgradeDatabase({ dataDir, log: quiet })).resolves.toMatchObject({
      upgraded: false,
      major: 18,
    });
  }, 240_000);
});

describe('an embedded database made by a newer PostgreSQL than the binaries', () => {
  it('is refused, by a start and by the upgrade, and left as it is', async () => {
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-downgrade-'));
    fs.chmodSync(newer, 0o755);
    const newerCluster = path.join(newer, 'pg');
    fs.mkdirSync(newerCluster, { mode: 0o700 });
    fs.writeFileSync(path.join(newerCluster, 'PG_VERSION'), '19\n');
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: newer, database: 'toolyard', log: quiet }),
      ).rejects.toThrow(/made by PostgreSQL 19, newer than the PostgreSQL 18 this Toolyard runs/);
      await expect(upgradeDatabase({ dataDir: newer, log: quiet })).rejects.toThrow(
        /made by PostgreSQL 19, newer than the PostgreSQL 18/,
      );
      expect(fs.readdirSync(newerCluster)).toEqual(['PG_VERSION']);
      expect(fs.readdirSync(newer)).toEqual(['pg']);
    } finally {
      fs.rmSync(newer, { recursive: true, force: true });
    }
  });
});
