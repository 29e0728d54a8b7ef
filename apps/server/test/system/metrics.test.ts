import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin } from '../support/fixtures.js';
import { openEventStream } from '../support/sse-client.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-metrics-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Toolyard</title>');
let ctx: TestContext;

beforeAll(async () => {
  // No replica, whatever the run's mode (ci-standby.sh sets one): the replica gauges start empty.
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN, DATABASE_REPLICA_URL: '' }, { webDist: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const scrape = async (app = ctx.app) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The sample lines of one metric (name, then `{labels}` or a space), without comments. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

const valueOf = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));

/** NaN, as prom-client writes it ("Nan": Prometheus reads the word in any case). */
const isNaNSample = (line: string | undefined) => /^\S+ nan$/i.test(line ?? '');

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN: a JSON 404, never the web app in its place', async () => {
    const plain = await createTestApp({}, { webDist: dist });
    try {
      for (const url of ['/metrics', '/metrics/', '/metrics/anything']) {
        const response = await plain.app.inject({ method: 'GET', url, headers: bearer(TOKEN) });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ code: 'not_found' });
      }
      // The web app still answers its own client-side routes.
      const page = await plain.app.inject({ method: 'GET', url: '/tools/5' });
      expect(page.headers['content-type']).toContain('text/html');
    } finally {
      await plain.close();
    }
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const headers of [
      {},
      bearer('metrics-token-for-the-tests-0123456788'),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("answers the right token in Prometheus' text format, with the process's default metrics", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(samples(response.body, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(response.body, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
    // Every series names the process that answered (under the cluster, one of several).
    expect(samples(response.body, 'nodejs_heap_size_used_bytes')[0]).toContain(
      `pid="${process.pid}"`,
    );
  });

  it('times requests by route pattern, method and status class, never by the raw path', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/tools/918273' });
    await ctx.app.inject({ method: 'GET', url: '/api/tools/564738?search=x' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/192837' });
    await ctx.app.inject({ method: 'GET', url: '/sites/837465' });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });

    const text = await scrape();
    const counts = samples(text, 'http_request_duration_seconds_count');
    const toolById = counts.filter(
      (line) =>
        line.includes('route="/api/tools/:id"') &&
        line.includes('method="GET"') &&
        line.includes('status_class="4xx"'),
    );
    expect(toolById).toHaveLength(1);
    expect(valueOf(toolById[0]!)).toBe(2);
    const health = counts.find(
      (line) => line.includes('route="/api/health"') && line.includes('status_class="2xx"'),
    );
    expect(health && valueOf(health)).toBe(1);
    expect(samples(text, 'http_request_duration_seconds_bucket').length).toBeGreaterThan(0);
    // No route took these: one label for all of them.
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect(routes).toContain('(no route)');
    for (const route of routes) expect(route).not.toMatch(/\d/);
    for (const id of ['918273', '564738', '192837', '837465']) expect(text).not.toContain(id);
  });

  it("shows the database pool's connections, busy, idle and waiting", async () => {
    // One connection held while the metrics are read: the pool has at least one, busy.
    const held = await ctx.pool.connect();
    let text: string;
    try {
      text = await scrape();
    } finally {
      held.release();
    }
    const [total] = samples(text, 'toolyard_db_pool_total');
    const [idle] = samples(text, 'toolyard_db_pool_idle');
    const [waiting] = samples(text, 'toolyard_db_pool_waiting');
    expect(valueOf(total!)).toBeGreaterThanOrEqual(1);
    expect(valueOf(idle!)).toBeGreaterThanOrEqual(0);
    expect(valueOf(idle!)).toBeLessThan(valueOf(total!));
    expect(valueOf(waiting!)).toBe(0);
  });

  it('tells the job queue, replicas and last backup as unknown where they are: no queue tables, no replica, no backup', async () => {
    const text = await scrape();
    expect(samples(text, 'toolyard_job_queue_up').map(valueOf)).toEqual([0]);
    expect(isNaNSample(samples(text, 'toolyard_job_queue_queued_jobs')[0])).toBe(true);
    expect(isNaNSample(samples(text, 'toolyard_job_queue_failed_jobs_24h')[0])).toBe(true);
    expect(text).toContain('# TYPE toolyard_replica_lag_seconds gauge');
    expect(samples(text, 'toolyard_replica_lag_seconds')).toEqual([]);
    expect(isNaNSample(samples(text, 'toolyard_last_backup_age_seconds')[0])).toBe(true);
  });

  it("shows each replica by its place in the list with its lag, and the last backup's age", async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-metrics-backups-'));
    const finishedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    fs.mkdirSync(path.join(backupDir, 'base', 'one'), { recursive: true });
    fs.writeFileSync(
      path.join(backupDir, 'base', 'one', 'backup.json'),
      JSON.stringify({ name: 'one', kind: 'base', startedAt: finishedAt, finishedAt }),
    );
    const withReplicas = await createTestApp({
      METRICS_TOKEN: TOKEN,
      DATABASE_REPLICA_URL: `${ctx.url},postgresql://reader:s3cret@127.0.0.1:1/none`,
      BACKUP_DIR: backupDir,
    });
    try {
      const text = await scrape(withReplicas.app);
      expect(text).not.toContain('s3cret');
      const lag = samples(text, 'toolyard_replica_lag_seconds');
      expect(lag).toHaveLength(2);
      expect(valueOf(lag.find((line) => line.includes('replica="0"'))!)).toBe(0);
      expect(isNaNSample(lag.find((line) => line.includes('replica="1"')))).toBe(true);
      const up = samples(text, 'toolyard_replica_up');
      expect(valueOf(up.find((line) => line.includes('replica="0"'))!)).toBe(1);
      expect(valueOf(up.find((line) => line.includes('replica="1"'))!)).toBe(0);
      const [age] = samples(text, 'toolyard_last_backup_age_seconds');
      expect(valueOf(age!)).toBeGreaterThanOrEqual(3_600);
      expect(valueOf(age!)).toBeLessThan(3_660);
    } finally {
      await withReplicas.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('counts the live event streams this process has open', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const openStreams = async () =>
      valueOf(samples(await scrape(), 'toolyard_event_streams_open')[0]!);
    expect(await openStreams()).toBe(0);
    const stream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    expect(stream.status).toBe(200);
    expect(await openStreams()).toBe(1);
    stream.close();
    await stream.ended;
    // The server notices the closed socket on its side shortly after.
    let open = await openStreams();
    for (let attempt = 0; open !== 0 && attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      open = await openStreams();
    }
    expect(open).toBe(0);
  });
});
