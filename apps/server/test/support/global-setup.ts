import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { migrationsFolder } from '../../src/db/migrate.js';
import { databaseUrl } from './database-url.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's (TEST_DATABASE_URL) or an embedded one in a
 * temporary folder. Migrations run once into a template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-test-'));
    // mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'toolyard_test',
      log: { info: () => undefined, warn: (m) => console.warn(m) },
    });
    adminUrl = embedded.adminUrl;
  }

  const templateDatabase = `toolyard_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(templateDatabase)}`);
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0];
  console.log(
    `API tests on PostgreSQL ${version?.server_version} (${embedded ? 'embedded' : 'TEST_DATABASE_URL'})`,
  );
  // The modes of test-connections.ts, said once so a run's log tells what it proved.
  if (process.env.TEST_POOLER_URL)
    console.log(
      '  requests through the pooler at TEST_POOLER_URL, sessions straight to the server',
    );
  if (process.env.TEST_REPLICA_URL)
    console.log('  reads that tolerate a replica from the standby at TEST_REPLICA_URL');

  const templatePool = new pg.Pool({
    connectionString: databaseUrl(adminUrl, templateDatabase),
    max: 1,
  });
  await migrate(drizzle(templatePool), { migrationsFolder: migrationsFolder() });
  await templatePool.end();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    // Drop what this run made (test databases are named after the template).
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${templateDatabase.replace('template', 'file')}%`],
    );
    for (const { datname } of [...rows, { datname: templateDatabase }]) {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
