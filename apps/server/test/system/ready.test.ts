import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@toolyard/shared';
import { buildApp } from '../../src/app.js';
import * as schema from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { startSilentDatabase } from '../support/silent-database.js';

const HOUR_MS = 60 * 60 * 1000;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-ready-backups-'));
let ctx: TestContext;
let boss: PgBoss;

beforeAll(async () => {
  // No replica, whatever the run's mode (ci-standby.sh sets one): the replicas listed are the test's.
  ctx = await createTestApp({ BACKUP_DIR: backupDir, DATABASE_REPLICA_URL: '' });
  // The job queue's tables, as a server process's queue makes them (modules/digest/job-queue.ts).
  boss = new PgBoss({ connectionString: ctx.url, max: 1, supervise: false, schedule: false });
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await ctx.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

/** A finished base backup as the backup feature records it (modules/backups/backup-layout.ts). */
const recordBackup = (name: string, finishedAt: Date) => {
  const folder = path.join(backupDir, 'base', name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'backup.json'),
    JSON.stringify({
      name,
      kind: 'base',
      startedAt: finishedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: 1_000,
      sizeBytes: 1_000,
      verifiedAt: finishedAt.toISOString(),
    }),
  );
};

const ready = async (app = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: readinessResponseSchema.parse(response.json()) };
};

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, with its round trip, and without signing in', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.database.status).toBe('up');
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(body.database.roundTripMs).toBeLessThan(2_000);
    expect(body.replicas).toEqual([]);
    expect(body.jobQueue.status).toBe('up');
  });

  it('counts the jobs waiting (a retry too) and those that failed for good in the last 24 hours, archived ones included', async () => {
    const queue = 'ready-probe';
    await boss.createQueue(queue);
    await boss.send(queue, { n: 1 });
    await boss.send(queue, { n: 2 });
    const failing = 'ready-probe-failing';
    await boss.createQueue(failing);
    for (let n = 0; n < 4; n += 1) await boss.send(failing, { n }, { retryLimit: n === 3 ? 1 : 0 });
    const jobs = await boss.fetch(failing, { batchSize: 4 });
    expect(jobs).toHaveLength(4);
    await boss.fail(
      failing,
      jobs.map((job) => job.id),
    );
    // Three failed for good, one waits for its retry. Of the three, one ended 30 hours ago and
    // one was archived since (pg-boss moves it out of `job` twelve hours after it ended).
    const failed = await ctx.pool.query<{ id: string }>(
      `select id from pgboss.job where name = $1 and state = 'failed' order by id`,
      [failing],
    );
    expect(failed.rows).toHaveLength(3);
    const [old, archived] = failed.rows.map((row) => row.id);
    await ctx.pool.query(
      `update pgboss.job set completed_on = now() - interval '30 hours' where id = $1`,
      [old],
    );
    await ctx.pool.query(
      `with moved as (delete from pgboss.job where id = $1 returning *)
       insert into pgboss.archive select *, now() from moved`,
      [archived],
    );

    const { body } = await ready();
    expect(body.jobQueue).toEqual({ status: 'up', queued: 3, failedLast24h: 2 });
  });

  it('names the last good backup and calls none, or one older than 26 hours, overdue', async () => {
    expect((await ready()).body.lastBackup).toEqual({ at: null, overdue: true });

    const old = new Date(Date.now() - 27 * HOUR_MS);
    recordBackup('old', old);
    expect((await ready()).body.lastBackup).toEqual({ at: old.toISOString(), overdue: true });

    const fresh = new Date(Date.now() - 2 * HOUR_MS);
    recordBackup('fresh', fresh);
    // A folder without its record is a backup that did not finish: not a good one.
    fs.mkdirSync(path.join(backupDir, 'base', 'unfinished'), { recursive: true });
    const { status, body } = await ready();
    expect(body.lastBackup).toEqual({ at: fresh.toISOString(), overdue: false });
    expect(status).toBe(200);
  });

  it('reports each replica, down ones too, without failing readiness or naming their addresses', async () => {
    const deadReplica = 'postgresql://reader:s3cret@127.0.0.1:1/none';
    // The primary itself as the first "replica": it answers, and is no standby — so reads skip it.
    const withReplicas = await createTestApp({ DATABASE_REPLICA_URL: `${ctx.url},${deadReplica}` });
    try {
      const response = await withReplicas.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('s3cret');
      expect(response.body).not.toContain('127.0.0.1');
      const body = readinessResponseSchema.parse(response.json());
      expect(body.replicas).toEqual([
        { replica: 0, status: 'up', standby: false, lagMs: 0, behind: true },
        { replica: 1, status: 'down', standby: null, lagMs: null, behind: true },
      ]);
    } finally {
      await withReplicas.close();
    }
  });

  it('answers 503 when the database is unreachable, with what it could still tell', async () => {
    const deadPool = new pg.Pool({
      connectionString: 'postgresql://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const app = await buildApp({ db: drizzle(deadPool, { schema }), config: ctx.config });
    const finished = new Date(Date.now() - HOUR_MS);
    recordBackup('while-down', finished);
    try {
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'unavailable',
        database: { status: 'down', roundTripMs: null },
        jobQueue: { status: 'down', queued: null, failedLast24h: null },
      });
      // The backups are files: they are still reported.
      expect(body.lastBackup.at).not.toBeNull();
      expect(Date.parse(body.lastBackup.at!)).toBeGreaterThanOrEqual(finished.getTime());
    } finally {
      await app.close();
      await deadPool.end();
    }
  });

  it('answers 503 within its bound when the database accepts the connection and never answers', async () => {
    const silent = await startSilentDatabase();
    const hungPool = new pg.Pool({ connectionString: silent.url, connectionTimeoutMillis: 20_000 });
    hungPool.on('error', () => undefined);
    const app = await buildApp({ db: drizzle(hungPool, { schema }), config: ctx.config });
    try {
      const started = Date.now();
      const { status, body } = await ready(app);
      const took = Date.now() - started;
      expect(status).toBe(503);
      expect(body.database.status).toBe('down');
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(5_000);
    } finally {
      silent.hangUp();
      await app.close();
      await hungPool.end().catch(() => undefined);
      await silent.close();
    }
  });
});
