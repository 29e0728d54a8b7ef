import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The generated SQL lives in apps/server/drizzle. From src/db (tsx, tests) and from dist (the
 * bundled server) it is a different number of folders up, so we look for it.
 */
export const migrationsFolder = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations not found (expected apps/server/drizzle).');
};

// Any constant both processes agree on: two servers starting at once migrate one after the other.
const MIGRATION_LOCK = 7_140_411;

/**
 * Runs every migration the database has not had. Drizzle runs those whose journal time (`when`)
 * is later than the last one the database ran, so the journal's times must only grow: a
 * migration dated before one already run is skipped on every existing database
 * (`test/db/migration-order.test.ts`).
 */
export const runMigrations = async (pool: pg.Pool, folder = migrationsFolder()) => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
};
