import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { endPool } from './end-pool.js';
import { guardPool, markTransactions } from './transaction-guard.js';
import { withoutNamedStatements } from './pooler.js';

// `$client` is the pool: the live-events bus takes its LISTEN connection from it (from a pool of its
// own, straight to the primary, behind a transaction pooler: modules/events/listen-pool.ts).
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A transaction or the database itself: use-cases accept either so they compose. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  /** The embedded cluster's folder; undefined on a server at DATABASE_URL. */
  clusterDir?: string;
  close: () => Promise<void>;
};

type Logger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

// DATE columns come back as 'yyyy-MM-dd' strings, exactly what the API and date inputs use,
// instead of JavaScript Dates at local midnight that shift with the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Connections of one process's pool; the request share (http/organization-share.ts) is cut from it. */
export const POOL_CONNECTIONS = 10;

export const createPool = (
  url: string,
  log: Logger,
  options: {
    strictTransactions?: boolean;
    /** Behind a transaction pooler (db/pooler.ts): no named statements, no startup settings. */
    pooled?: boolean;
    /** Connections at most; a replica's pool is smaller (db/replica-router.ts). */
    max?: number;
    connectionTimeoutMillis?: number;
  } = {},
) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? POOL_CONNECTIONS,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
    // A query that hangs must not hold a request forever. PgBouncer refuses a connection whose
    // startup packet carries it ("unsupported startup parameter"): behind one, the pooler's
    // `connect_query` or the role sets it (decision 0064).
    ...(options.pooled ? {} : { statement_timeout: 15_000 }),
  });
  if (options.pooled) withoutNamedStatements(pool);
  // An idle client losing its connection (database restarted) must not crash the process. Once
  // the pool is being ended on purpose, a connection the database closes first is that close
  // finishing, not a loss: nothing to warn about.
  pool.on('error', (error) => {
    if (pool.ending) return;
    log.warn(`database connection lost: ${error.message}`);
  });
  return guardPool(pool, {
    strict: options.strictTransactions ?? process.env.NODE_ENV !== 'production',
    log,
  });
};

/** The drizzle database on a pool, with transactions marked for the pool's guard. */
export const createDatabase = (pool: pg.Pool): Database =>
  markTransactions(drizzle(pool, { schema }));

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg when it is unset. */
export const openDatabase = async (options: {
  databaseUrl: string | undefined;
  /** DATABASE_URL is a transaction pooler (db/pooler.ts). */
  pooled?: boolean;
  dataDir: string;
  log: Logger;
  /** For the embedded server: how many connections it accepts (all server processes together). */
  maxConnections?: number;
}): Promise<DatabaseHandle> => {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: options.dataDir,
        database: 'toolyard',
        log: options.log,
        maxConnections: options.maxConnections,
        // Continuous WAL archiving: backups restore to any minute (decision 0065).
        archive: true,
      });
  const url = options.databaseUrl ?? embedded!.url;
  const pool = createPool(url, options.log, { pooled: options.pooled === true && !embedded });
  const db = createDatabase(pool);
  return {
    db,
    pool,
    url,
    embedded: Boolean(embedded),
    clusterDir: embedded?.clusterDir,
    close: async () => {
      await endPool(pool);
      await embedded?.stop();
    },
  };
};
