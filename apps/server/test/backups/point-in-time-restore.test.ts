import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import { archiveStagingDirOf } from '../../src/db/wal-archive.js';
import { baseDirOf, listBackups, walDirOf } from '../../src/modules/backups/backup-layout.js';
import { recentRuns } from '../../src/modules/backups/backup-runs.js';
import { restoreBackup } from '../../src/modules/backups/restore-backup.js';
import { runRestoreTest } from '../../src/modules/backups/restore-test.js';
import { shipWal } from '../../src/modules/backups/ship-wal.js';
import { takeBaseBackup } from '../../src/modules/backups/take-base-backup.js';
import { BackupDamagedError } from '../../src/modules/backups/verify-backup.js';
import { branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import { databaseSnapshot } from '../support/table-contents.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-backup-'));
// mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
fs.chmodSync(dataDir, 0o755);
const backupDir = path.join(dataDir, 'backups');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: EmbeddedPostgres;
let pool: pg.Pool;
let app: App;

const start = async () => {
  server = await startEmbeddedPostgres({
    dataDir,
    database: 'toolyard',
    log: quiet,
    archive: true,
  });
  pool = createPool(server.url, quiet);
};

const stop = async () => {
  await app?.close();
  await pool.end();
  await server.stop();
};

/** Ends the current WAL segment and waits until it is archived and shipped. */
const archiveNow = async () => {
  const switched = await pool.query<{ wal: string }>(
    'select pg_walfile_name(pg_switch_wal()) as wal',
  );
  const wanted = switched.rows[0]!.wal;
  for (let tries = 0; tries < 100; tries += 1) {
    const archived = await pool.query<{ last: string | null }>(
      'select last_archived_wal as last from pg_stat_archiver',
    );
    if ((archived.rows[0]!.last ?? '') >= wanted) break;
    await pause(100);
  }
  await shipWal(archiveStagingDirOf(server.clusterDir), backupDir);
};

const backupNow = () =>
  takeBaseBackup({
    url: server.url,
    clusterDir: server.clusterDir,
    stagingDir: archiveStagingDirOf(server.clusterDir),
    backupDir,
    keepDays: 14,
  });

/**
 * The tables' contents. Not the sequences: PostgreSQL logs them 32 values ahead, so a recovered
 * sequence may stand further on than it did (never behind: no id is given twice).
 */
const tableContents = async () => {
  const { tables } = await databaseSnapshot(server.url, ['public', 'drizzle']);
  // The running app marks itself alive every 5 s (decision 0069): that row moves with the clock,
  // not with the data, and a mark between t1 and the restore target would differ by a second.
  const { 'public.server_processes': _alive, ...data } = tables;
  return data;
};

let contentsAtT1: Awaited<ReturnType<typeof tableContents>>;
let betweenT1AndT2: Date;

beforeAll(async () => {
  await start();
  await runMigrations(pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: server.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ db: createDatabase(pool), config });
  const { admin } = await organizationWithAdmin(app);
  const { branch } = await branchWithSite(app, admin.token);
  const tool = (name: string) => ({ name, branchId: branch.id });
  for (const name of ['Drill', 'Saw', 'Ladder'])
    await create(app, admin.token, '/api/tools', tool(name));

  await backupNow();

  // t1: more tools after the backup.
  await create(app, admin.token, '/api/tools', tool('Mixer'));
  contentsAtT1 = await tableContents();
  await pause(1_100);
  betweenT1AndT2 = new Date();
  await pause(1_100);
  // t2: changes that the restore must not bring back.
  await create(app, admin.token, '/api/tools', tool('Grinder'));
  await pool.query(`update tools set name = 'Renamed after t1'`);
  await archiveNow();
  await stop();
}, 120_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('backups with point-in-time restore', () => {
  it('records a verified base backup with its size, duration and first WAL segment', async () => {
    const [backup] = await listBackups(backupDir);
    expect(backup).toMatchObject({
      kind: 'base',
      startWalFile: expect.stringMatching(/^[0-9A-F]{24}$/),
    });
    expect(backup!.sizeBytes).toBeGreaterThan(0);
    expect(backup!.verifiedAt).toBe(backup!.finishedAt);
    const runs = await recentRuns(backupDir);
    expect(runs[0]).toMatchObject({ kind: 'backup', ok: true, name: backup!.name });
    expect(fs.readdirSync(walDirOf(backupDir)).some((name) => name.endsWith('.gz'))).toBe(true);
  });

  it('runs the weekly restore test in a scratch folder: the newest backup recovers, the result is recorded', async () => {
    const result = await runRestoreTest({
      clusterDir: server.clusterDir,
      dataDir,
      backupDir,
      log: quiet,
    });
    expect(result).toMatchObject({ ok: true, organizations: 1 });
    expect((await recentRuns(backupDir))[0]).toMatchObject({ kind: 'restore-test', ok: true });
    const leftovers = fs
      .readdirSync(path.dirname(server.clusterDir))
      .filter((name) => name.includes('restore-test'));
    expect(leftovers).toEqual([]);
  }, 120_000);

  it('records a failed restore test when the backup is damaged', async () => {
    const [backup] = await listBackups(backupDir);
    const file = path.join(baseDirOf(backupDir), backup!.name, 'PG_VERSION.gz');
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.from('not what was stored'));
    try {
      const result = await runRestoreTest({
        clusterDir: server.clusterDir,
        dataDir,
        backupDir,
        log: quiet,
      });
      expect(result).toMatchObject({
        ok: false,
        error: expect.stringContaining('PG_VERSION does not match its checksum'),
      });
      expect((await recentRuns(backupDir))[0]).toMatchObject({ kind: 'restore-test', ok: false });
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('refuses a damaged backup by name and leaves the current data as it was', async () => {
    const [backup] = await listBackups(backupDir);
    const file = path.join(baseDirOf(backupDir), backup!.name, 'global', 'pg_control.gz');
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from([0])]));
    try {
      await expect(
        restoreBackup({ dataDir, backupDir, target: { time: betweenT1AndT2 }, log: quiet }),
      ).rejects.toThrow(
        new BackupDamagedError(
          `The backup in ${path.dirname(path.dirname(file))} is damaged: global/pg_control does not match its checksum.`,
        ),
      );
    } finally {
      fs.writeFileSync(file, original);
    }
    await start();
    expect((await tableContents())['public.tools']).not.toEqual(contentsAtT1['public.tools']);
    await pool.end();
    await server.stop();
    expect(
      fs
        .readdirSync(path.dirname(server.clusterDir))
        .filter((name) => name.includes('.restoring-')),
    ).toEqual([]);
  }, 60_000);

  it('fails with the missing WAL named when the archive has a gap, leaving the data untouched', async () => {
    const [backup] = await listBackups(backupDir);
    const first = path.join(walDirOf(backupDir), `${backup!.startWalFile}.gz`);
    const aside = `${first}.aside`;
    fs.renameSync(first, aside);
    try {
      await expect(
        restoreBackup({ dataDir, backupDir, target: { time: betweenT1AndT2 }, log: quiet }),
      ).rejects.toThrow(
        `The write-ahead log segment ${backup!.startWalFile} that backup ${backup!.name} needs is missing from ${walDirOf(backupDir)}: this backup cannot be restored.`,
      );
    } finally {
      fs.renameSync(aside, first);
    }
    await start();
    expect((await tableContents())['public.tools']).not.toEqual(contentsAtT1['public.tools']);
    await pool.end();
    await server.stop();
  }, 120_000);

  it('restores to a moment between two changes: exactly the earlier state, the current data kept aside', async () => {
    const result = await restoreBackup({
      dataDir,
      backupDir,
      target: { time: betweenT1AndT2 },
      log: quiet,
    });
    expect(fs.existsSync(result.keptAside!)).toBe(true);
    await start();
    try {
      expect(await tableContents()).toEqual(contentsAtT1);
    } finally {
      await pool.end();
      await server.stop();
    }
  }, 120_000);

  it('refuses a backup another PostgreSQL major wrote, naming both', async () => {
    const [backup] = await listBackups(backupDir);
    const recordFile = path.join(baseDirOf(backupDir), backup!.name, 'backup.json');
    const original = fs.readFileSync(recordFile, 'utf8');
    fs.writeFileSync(recordFile, JSON.stringify({ ...JSON.parse(original), postgresMajor: 17 }));
    try {
      await expect(
        restoreBackup({ dataDir, backupDir, target: { backup: backup!.name }, log: quiet }),
      ).rejects.toThrow(
        `Backup ${backup!.name} was taken by PostgreSQL 17; this Toolyard runs PostgreSQL 18 and cannot restore it.`,
      );
    } finally {
      fs.writeFileSync(recordFile, original);
    }
  });

  it('refuses a moment before the first backup with the earliest restorable one', async () => {
    const [backup] = await listBackups(backupDir);
    await expect(
      restoreBackup({
        dataDir,
        backupDir,
        target: { time: new Date('2020-01-01T00:00:00Z') },
        log: quiet,
      }),
    ).rejects.toThrow(
      `No backup had finished by 2020-01-01T00:00:00.000Z: the earliest moment that can be restored is ${backup!.finishedAt}.`,
    );
  });
});
