import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { buildApp } from '@toolyard/server/src/app.js';
import { loadConfig } from '@toolyard/server/src/config.js';
import * as schema from '@toolyard/server/src/db/schema.js';
import { getJson, type Session } from './api.js';
import type { NamedQueries } from './servers.js';
import { median } from './stats.js';

/** What the org admin's dashboard asks for when it opens (apps/web features/dashboard). */
export const DASHBOARD_CALLS = [
  '/api/tools/summary',
  '/api/vehicles/summary',
  '/api/dashboard/stats',
  '/api/dashboard/due',
  '/api/activity',
  '/api/tools/recent',
  '/api/vehicles/recent',
  '/api/reports/recent',
];

const ROUNDS_PER_RUN = 20;

/**
 * The SQL behind those calls, as the server runs it: the app is built in this process on a
 * drizzle instance that records every statement, and each call is injected once. The session
 * lookup every request makes is left out: it is the guard's, not the dashboard's.
 */
export const captureDashboardSql = async (pool: pg.Pool, token: string): Promise<NamedQueries> => {
  let captured: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  const app = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'warn' }) });
  const queries: NamedQueries = {};
  try {
    for (const url of DASHBOARD_CALLS) {
      captured = [];
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
      captured
        // The reads themselves: not the caller's session, not a transaction's begin/commit.
        .filter(
          (query) => !query.sql.includes('"sessions"') && /^\s*(select|with)\b/i.test(query.sql),
        )
        .forEach((query, index) => (queries[index === 0 ? url : `${url} #${index + 1}`] = query));
    }
  } finally {
    await app.close();
  }
  return queries;
};

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * "All dashboard figures" as one number: the time until every call has answered, all sent at
 * once like the browser does. Baseline: the same SQL sent at once straight to the database.
 * Runs of 20 rounds; each run's median, then the median of the runs.
 */
export const measureDashboard = async (
  session: Session,
  pool: pg.Pool,
  queries: NamedQueries,
  runs: number,
) => {
  const overHttp = () => Promise.all(DASHBOARD_CALLS.map((url) => getJson(session, url)));
  const straightToDatabase = () =>
    Promise.all(
      Object.values(queries).map((query) =>
        pool.query({ text: query.sql, values: query.params, rowMode: 'array' }),
      ),
    );
  await overHttp();
  await straightToDatabase();
  const http: number[] = [];
  const database: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const httpRounds: number[] = [];
    const databaseRounds: number[] = [];
    for (let round = 0; round < ROUNDS_PER_RUN; round += 1) {
      httpRounds.push(await timed(overHttp));
      databaseRounds.push(await timed(straightToDatabase));
    }
    http.push(median(httpRounds));
    database.push(median(databaseRounds));
  }
  return { p50: median(http), databaseP50: median(database) };
};
