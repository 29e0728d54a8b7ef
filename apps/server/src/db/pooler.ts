import type pg from 'pg';
import type { Config } from '../config.js';

/**
 * Whether request traffic reaches the primary through a transaction pooler (PgBouncer in
 * transaction mode): DATABASE_DIRECT_URL names another address than DATABASE_URL. What needs a
 * session of its own — LISTEN, session advisory locks, the job queue, migrations — then uses the
 * direct address (decision 0064).
 */
export const behindPooler = (config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>) =>
  config.databaseDirectUrl !== undefined && config.databaseDirectUrl !== config.databaseUrl;

/** The address for work that needs a session: the direct one where a pooler stands between. */
export const sessionUrl = (config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>) =>
  config.databaseDirectUrl ?? config.databaseUrl;

type QueryConfig = { name?: unknown; submit?: unknown };

/**
 * Sends every statement unnamed on the pool's connections. A named (server-side prepared)
 * statement lives in one server session, and behind a transaction pooler the next transaction of
 * the same client may run in another: node-postgres, which remembers what it prepared per
 * client, would execute a statement that session never saw ("prepared statement … does not
 * exist"), or prepare one it already has. PgBouncer 1.18 (Debian's) does not track them; 1.21+
 * can, with `max_prepared_statements`. Unnamed, each run is parsed and planned again: the price
 * of the pooler. Our named ones are the session lookup and the lists' prebuilt pages.
 */
export const withoutNamedStatements = (pool: pg.Pool) => {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const named =
        typeof config === 'object' &&
        config !== null &&
        (config as QueryConfig).name !== undefined &&
        typeof (config as QueryConfig).submit !== 'function';
      return query(named ? { ...config, name: undefined } : config, ...rest);
    };
  });
  return pool;
};
