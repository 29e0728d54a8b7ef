import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { createJobSender } from '../../src/lib/job-sender.js';
import {
  baseDirOf,
  RECORD_FILE,
  runsFileOf,
  walDirOf,
  type BackupRecord,
  type BackupRun,
} from '../../src/modules/backups/backup-layout.js';
import { BACKUP_QUEUE, BACKUP_QUEUE_OPTIONS } from '../../src/modules/backups/backup-queue.js';
import { startJobQueue, type JobQueue } from '../../src/modules/digest/job-queue.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

/*
 * Decision 0065: the superadmin sees what BACKUP_DIR holds and asks for a backup now; nobody
 * else does either. The folder is written here as the backups write it (backup-layout.ts).
 */

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-backups-api-'));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const record = (name: string, finishedAt: string, sizeBytes: number): BackupRecord => ({
  name,
  kind: 'base',
  startedAt: new Date(new Date(finishedAt).getTime() - 70_000).toISOString(),
  finishedAt,
  durationMs: 70_000,
  sizeBytes,
  startWalFile: '000000010000000000000002',
  stopWalFile: '000000010000000000000002',
  postgresMajor: 18,
  verifiedAt: finishedAt,
});

const BACKUPS = [
  record('20261125T023000Z', '2026-11-25T02:31:10.000Z', 41_000_000),
  record('20261127T023000Z', '2026-11-27T02:31:10.000Z', 43_000_000),
  record('20261126T023000Z', '2026-11-26T02:31:10.000Z', 42_000_000),
];
/** When the newest archived segment was shipped: the restorable window's end. */
const WAL_SHIPPED_AT = new Date('2026-11-27T10:15:00.000Z');

/** A restore test, then 24 attempts after it: more than the 20 the screen lists. */
const RESTORE_TEST: BackupRun = {
  kind: 'restore-test',
  at: '2026-11-22T04:41:00.000Z',
  ok: true,
  name: '20261122T023000Z',
  durationMs: 65_000,
};
const LATER_RUNS: BackupRun[] = Array.from({ length: 24 }, (_, i) =>
  i % 3 === 1
    ? {
        kind: 'backup',
        at: new Date(Date.UTC(2026, 10, 23, 2, 30 + i)).toISOString(),
        ok: false,
        name: `20261123T02${String(30 + i).padStart(2, '0')}00Z`,
        durationMs: 1_200,
        error: 'No space left on device',
      }
    : {
        kind: 'backup',
        at: new Date(Date.UTC(2026, 10, 23, 2, 30 + i)).toISOString(),
        ok: true,
        name: `20261123T02${String(30 + i).padStart(2, '0')}00Z`,
        durationMs: 70_000,
        sizeBytes: 40_000_000 + i,
      },
);

const writeBackupFolder = () => {
  for (const backup of BACKUPS) {
    const folder = path.join(baseDirOf(backupDir), backup.name);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, RECORD_FILE), JSON.stringify(backup, null, 2));
  }
  // A backup still being written: its folder has no record yet, and is no backup.
  fs.mkdirSync(path.join(baseDirOf(backupDir), '20261127T110000Z.part'), { recursive: true });
  fs.mkdirSync(walDirOf(backupDir), { recursive: true });
  const segment = path.join(walDirOf(backupDir), '000000010000000000000002.gz');
  fs.writeFileSync(segment, 'segment');
  fs.utimesSync(segment, WAL_SHIPPED_AT, WAL_SHIPPED_AT);
  fs.writeFileSync(
    runsFileOf(backupDir),
    [RESTORE_TEST, ...LATER_RUNS].map((run) => JSON.stringify(run)).join('\n') + '\n',
  );
};

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  writeBackupFolder();
  ctx = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '9' });
  root = (await superadmin(ctx.app, ctx.db)).token;
});
afterAll(() => ctx.close());

/** The app a cluster worker builds on the embedded database: same database, its own deps. */
const embeddedApp = async (jobs?: ReturnType<typeof createJobSender>) => {
  const app = await buildApp({ db: ctx.db, config: ctx.config, embedded: true, jobs });
  return app;
};

const getBackups = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/backups', headers: bearer(token) });
const backUpNow = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/backups', headers: bearer(token) });

describe('GET /api/backups', () => {
  it('shows a superadmin the backups newest first, the last 20 attempts and the restorable window', async () => {
    const response = await getBackups(ctx.app, root);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      embedded: boolean;
      keepDays: number;
      backups: { name: string }[];
      runs: BackupRun[];
      restorable: { from: string; to: string } | null;
      nextBackupAt: string | null;
      lastRestoreTest: BackupRun | null;
    }>();

    expect(body.backups.map((backup) => backup.name)).toEqual([
      '20261127T023000Z',
      '20261126T023000Z',
      '20261125T023000Z',
    ]);
    expect(body.backups[0]).toEqual({
      name: '20261127T023000Z',
      kind: 'base',
      startedAt: '2026-11-27T02:30:00.000Z',
      finishedAt: '2026-11-27T02:31:10.000Z',
      durationMs: 70_000,
      sizeBytes: 43_000_000,
      verifiedAt: '2026-11-27T02:31:10.000Z',
    });
    // From the oldest backup's end to the newest shipped segment.
    expect(body.restorable).toEqual({
      from: '2026-11-25T02:31:10.000Z',
      to: WAL_SHIPPED_AT.toISOString(),
    });

    expect(body.runs).toHaveLength(20);
    expect(body.runs[0]).toMatchObject({ at: LATER_RUNS.at(-1)!.at });
    expect(body.runs.map((run) => run.at)).toEqual(
      LATER_RUNS.slice(-20)
        .reverse()
        .map((run) => run.at),
    );
    const failed = body.runs.find((run) => !run.ok);
    expect(failed).toMatchObject({
      kind: 'backup',
      ok: false,
      sizeBytes: null,
      error: 'No space left on device',
    });
    // Older than the attempts listed, and still the last restore test.
    expect(body.lastRestoreTest).toEqual({ ...RESTORE_TEST, sizeBytes: null, error: null });

    expect(body.keepDays).toBe(9);
    // The test database is no embedded one: nothing is scheduled.
    expect(body.embedded).toBe(false);
    expect(body.nextBackupAt).toBeNull();
  });

  it('says when the next 02:30 UTC backup comes, on the embedded database', async () => {
    const app = await embeddedApp();
    try {
      const before = Date.now();
      const body = (await getBackups(app, root)).json<{
        embedded: boolean;
        nextBackupAt: string;
      }>();
      expect(body.embedded).toBe(true);
      const next = new Date(body.nextBackupAt);
      expect(body.nextBackupAt).toMatch(/T02:30:00\.000Z$/);
      expect(next.getTime()).toBeGreaterThan(before);
      expect(next.getTime() - before).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    } finally {
      await app.close();
    }
  });

  it('refuses org admins and workers with 403', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    for (const token of [admin.token, worker.token]) {
      const read = await getBackups(ctx.app, token);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'forbidden' });
      expect((await backUpNow(ctx.app, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/backups', () => {
  it('refuses with 409 on a database at DATABASE_URL, naming npm run backup', async () => {
    const response = await backUpNow(ctx.app, root);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('npm run backup') as string,
    });
  });

  it('answers 503 in words when this server runs no job queue', async () => {
    const app = await embeddedApp();
    try {
      const response = await backUpNow(app, root);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        message: 'Backups are not run by this server.',
      });
      const german = await app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: { ...bearer(root), 'accept-language': 'de' },
      });
      expect(german.json()).toMatchObject({ message: 'Dieser Server erstellt keine Sicherungen.' });
    } finally {
      await app.close();
    }
  });

  describe('with the job queue started', () => {
    let setup: PgBoss;
    let queue: JobQueue;
    const quiet = { info: () => undefined, warn: () => undefined };
    beforeAll(async () => {
      // The primary creates the backup queue (backup-jobs.ts); the worker's queue sends to it.
      setup = new PgBoss({ connectionString: ctx.url, max: 1, schedule: false, supervise: false });
      await setup.start();
      await setup.createQueue(BACKUP_QUEUE, BACKUP_QUEUE_OPTIONS);
      queue = await startJobQueue({
        connectionString: ctx.url,
        digests: { db: ctx.db, mailer: null, publicUrl: undefined, log: () => undefined },
        log: quiet,
      });
    });
    afterAll(async () => {
      await queue?.stop();
      await setup?.stop({ graceful: false });
    });

    const queuedBackups = async () =>
      (
        await ctx.pool.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = $1 and state = 'created'",
          [BACKUP_QUEUE],
        )
      ).rows[0]!.n;

    it('queues one backup job, however often it is pressed while it waits', async () => {
      const jobs = createJobSender();
      const app = await embeddedApp(jobs);
      try {
        // Built before the queue started, as in a worker: connected once it has.
        jobs.connect(queue);
        expect(await queuedBackups()).toBe(0);
        const response = await backUpNow(app, root);
        expect(response.statusCode, response.body).toBe(202);
        expect(response.json()).toEqual({ queued: true });
        expect(await queuedBackups()).toBe(1);

        const again = await Promise.all([backUpNow(app, root), backUpNow(app, root)]);
        expect(again.map((answer) => answer.statusCode)).toEqual([202, 202]);
        expect(await queuedBackups()).toBe(1);
      } finally {
        await app.close();
      }
    });
  });
});
