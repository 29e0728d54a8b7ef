import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase, createPool, type Database } from '../../src/db/client.js';
import { behindPooler } from '../../src/db/pooler.js';
import { databaseUrl } from './database-url.js';
import {
  databaseEnv,
  replicaCatchUp,
  replicaDatabaseReady,
  replicaUrlOf,
} from './test-connections.js';

export type TestContext = {
  app: App;
  db: Database;
  pool: pg.Pool;
  config: Config;
  /** The file's database, straight at the server (also when the app goes through a pooler). */
  url: string;
  /**
   * Resolves once the app has heard the account changes (sessions, users, organizations) this
   * test made straight in the database, behind the server's back (the API's own writes wait for
   * it themselves).
   */
  accountChangesHeard: () => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh database, cloned from the migrated template, for one test file. */
export const createTestDatabase = async () => {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const name = `${template.replace('template', 'file')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
  );
  await admin.end();
  return databaseUrl(adminUrl, name);
};

/** Every log line the app writes, when a test asks to read them (`logLines`). */
export type LogCapture = { lines: string[] };

export const createTestApp = async (
  /** Settings of the test's own; a function of the file's database URL where they depend on it. */
  overrides:
    Partial<Record<string, string>> | ((url: string) => Partial<Record<string, string>>) = {},
  options: {
    logs?: LogCapture;
    webDist?: string;
    /**
     * With a standby (TEST_REPLICA_URL): `false` lets requests meet it as it is, behind or not,
     * instead of waiting for it to catch up first (test-connections.ts).
     */
    replicaCatchUp?: false;
    /** What a cluster worker gives its app: the embedded flag and the job queue's handle. */
    deps?: Pick<BuildAppOptions, 'embedded' | 'jobs'>;
  } = {},
): Promise<TestContext> => {
  const url = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-files-'));
  // This run's mode: straight at the database, or behind PgBouncer, or with a standby.
  const config = loadConfig({
    NODE_ENV: 'test',
    ...databaseEnv(url),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(typeof overrides === 'function' ? overrides(url) : overrides),
  });
  // The production pool, with its settings and its guard against dying idle connections.
  const quiet = () => undefined;
  const pool = createPool(
    config.databaseUrl!,
    { info: quiet, warn: quiet, error: quiet },
    {
      pooled: behindPooler(config),
    },
  );
  const db = createDatabase(pool);
  const replicaUrl = replicaUrlOf(url);
  if (replicaUrl) await replicaDatabaseReady(replicaUrl);
  const catchUp =
    replicaUrl && options.replicaCatchUp !== false ? replicaCatchUp(url, replicaUrl) : undefined;
  const logs = options.logs;
  const logger = logs
    ? { level: 'info', stream: { write: (line: string) => void logs.lines.push(line) } }
    : undefined;
  const app = await buildApp({ db, config, logger, webDist: options.webDist, ...options.deps });
  if (catchUp) {
    const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
    (app as { inject: unknown }).inject = (...args: unknown[]) =>
      args.length === 0 ? inject() : catchUp.wait().then(() => inject(...args));
  }
  return {
    app,
    db,
    pool,
    config,
    url,
    accountChangesHeard: () => app.sessionCache.settled(),
    close: async () => {
      await app.close();
      await pool.end();
      await catchUp?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
