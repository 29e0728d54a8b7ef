import { openDatabase, type DatabaseHandle } from '@toolyard/server/src/db/client.js';
import { runMigrations } from '@toolyard/server/src/db/migrate.js';
import { dataDir } from './paths.js';

const quiet = {
  info: () => undefined,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};

/**
 * The database the app would use: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR started
 * exactly as the server starts it. Migrated first, so the bench always sees the current schema.
 */
export const openBenchDatabase = async (): Promise<DatabaseHandle> => {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: dataDir(), log: quiet });
  try {
    await runMigrations(handle.pool);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
};

/** Where the data lives, for the printout. */
export const describeDatabase = (handle: DatabaseHandle) =>
  handle.embedded ? `embedded PostgreSQL in ${dataDir()}` : 'DATABASE_URL';
