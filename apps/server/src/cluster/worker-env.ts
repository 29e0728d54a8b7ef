/**
 * Whether the database is the embedded one the primary started (decision 0058), told to each
 * worker in its environment: a worker always gets DATABASE_URL from the primary, so its own
 * configuration cannot tell. The primary backs the embedded database up (decision 0065), and the
 * workers' API says so (modules/backups). Always set, to 1 or 0, so that a value in the
 * operator's own environment never reaches a worker.
 */
const EMBEDDED_DATABASE = 'TOOLYARD_EMBEDDED_DATABASE';

/** The primary's part: what to add to each worker's environment. */
export const embeddedDatabaseEnv = (embedded: boolean) => ({
  [EMBEDDED_DATABASE]: embedded ? '1' : '0',
});

/** The worker's part: what the primary said. */
export const isEmbeddedDatabase = (env: NodeJS.ProcessEnv) => env[EMBEDDED_DATABASE] === '1';
