import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { endPool } from '../db/end-pool.js';
import { behindPooler } from '../db/pooler.js';

type Log = { warn: (message: string) => void };

/**
 * Where the live-events bus takes its LISTEN connection from. Behind a transaction pooler a LISTEN
 * belongs to whichever server session ran it, and the pooler hands that session to other clients
 * after each transaction: the bus would hear nothing, or another client's channels. So there it
 * has one connection of its own straight to the primary (DATABASE_DIRECT_URL, decision 0064);
 * otherwise it borrows from the app's pool, as before.
 */
export const listenPoolFor = (
  db: Database,
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>,
  log: Log,
): { pool: pg.Pool; close: () => Promise<void> } => {
  if (!behindPooler(config)) return { pool: db.$client, close: async () => undefined };
  const pool = new pg.Pool({
    connectionString: config.databaseDirectUrl,
    // The bus holds one connection and replaces it when it is lost.
    max: 1,
    connectionTimeoutMillis: 5_000,
    application_name: 'toolyard-listen',
  });
  pool.on('error', (error) => {
    if (!pool.ending) log.warn(`LISTEN connection lost: ${error.message}`);
  });
  return { pool, close: () => endPool(pool) };
};
