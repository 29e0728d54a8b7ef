import { openDatabase, type DatabaseHandle } from '@toolyard/server/src/db/client.js';
import { runMigrations } from '@toolyard/server/src/db/migrate.js';
import { dataDir } from './paths.js';

/**
 * The database the app would use: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR started
 * exactly as the server starts it. Migrated first, so the bench always sees the current schema.
 */
export const openBenchDatabase = async (): Promise<DatabaseHandle> => {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  // While closing, the embedded server may stop before an idle connection has finished saying
  // goodbye; the pool reports that as a lost connection, which at that point it is not.
  let closing = false;
  const log = {
    info: () => undefined,
    warn: (message: string) => (closing ? undefined : console.warn(message)),
    error: (message: string) => console.error(message),
  };
  const opened = await openDatabase({ databaseUrl, dataDir: dataDir(), log });
  const handle = {
    ...opened,
    close: () => {
      closing = true;
      return opened.close();
    },
  };
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
