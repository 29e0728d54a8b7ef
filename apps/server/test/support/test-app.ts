import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase, createPool, type Database } from '../../src/db/client.js';
import { databaseUrl } from './database-url.js';

export type TestContext = {
  app: App;
  db: Database;
  pool: pg.Pool;
  config: Config;
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
  overrides: Partial<Record<string, string>> = {},
  options: { logs?: LogCapture; webDist?: string } = {},
): Promise<TestContext> => {
  const url = await createTestDatabase();
  // The production pool, with its settings and its guard against dying idle connections.
  const quiet = () => undefined;
  const pool = createPool(url, { info: quiet, warn: quiet, error: quiet });
  const db = createDatabase(pool);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const logs = options.logs;
  const logger = logs
    ? { level: 'info', stream: { write: (line: string) => void logs.lines.push(line) } }
    : undefined;
  const app = await buildApp({ db, config, logger, webDist: options.webDist });
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
