import pg from 'pg';
import { databaseUrl } from './database-url.js';

/**
 * How apps under test reach their database (decision 0064). By default straight at it. Two
 * modes put the production set-ups in between, each set by the script that starts it:
 * - TEST_POOLER_URL (`scripts/ci-pgbouncer.sh`): PgBouncer in transaction mode in front of the
 *   test server. Request traffic goes through it (DATABASE_URL), session work — LISTEN, the job
 *   queue, migrations — straight to the server (DATABASE_DIRECT_URL).
 * - TEST_REPLICA_URL (`scripts/ci-standby.sh`): a streaming standby of the test server. Reads that
 *   tolerate a replica go to it (DATABASE_REPLICA_URL).
 * Either names a server; each test file's database name is put in its path, as for
 * TEST_DATABASE_URL. Admin work (creating and dropping databases) always goes direct.
 */
const poolerUrl = process.env.TEST_POOLER_URL || undefined;
const replicaUrl = process.env.TEST_REPLICA_URL || undefined;

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The file's database through the pooler, when the tests run behind one. */
export const pooledUrlOf = (directUrl: string) =>
  poolerUrl ? databaseUrl(poolerUrl, nameOf(directUrl)) : undefined;

/** The file's database on the standby, when the tests run with one. */
export const replicaUrlOf = (directUrl: string) =>
  replicaUrl ? databaseUrl(replicaUrl, nameOf(directUrl)) : undefined;

/** The app's database settings for the file's database, in this run's mode. */
export const databaseEnv = (directUrl: string) => {
  const pooled = pooledUrlOf(directUrl);
  return {
    DATABASE_URL: pooled ?? directUrl,
    DATABASE_DIRECT_URL: pooled ? directUrl : '',
    DATABASE_REPLICA_URL: replicaUrlOf(directUrl) ?? '',
  };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the standby has the file's database (created on the primary a moment ago: it
 * arrives by replication) and answers in it.
 */
export const replicaDatabaseReady = async (url: string, timeoutMs = 20_000) => {
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`the standby has no database at ${url} after ${timeoutMs} ms`, {
          cause: error,
        });
      await pause(50);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
};

/** An idle connection cut by the server (57P01) or lost with its socket, seen at its next use. */
const wasCut = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '57P01' || /Connection terminated/i.test(error.message));

/**
 * A query that survives the pool handing out a connection the server has just cut: the pool's
 * error event can arrive after the connection was already given to this query. It is tried again
 * on a fresh connection, a few times.
 */
const queryOverCut = async <Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await pool.query<Row>(text, values);
    } catch (error) {
      if (!wasCut(error) || attempt >= 3) throw error;
    }
  }
};

/**
 * Before each request of a test, waits until the standby has replayed everything the primary has
 * flushed. A test's client does not carry the write position the way the web app does, and
 * tests also write straight into the database: without this, a read after a write could meet
 * the standby a millisecond behind. The reads still go to the standby; what this run proves is
 * that every read given the replica works there (no write among them, no error).
 */
export const replicaCatchUp = (directUrl: string, replicaDatabaseUrl: string) => {
  const primary = new pg.Pool({ connectionString: directUrl, max: 1 });
  const replica = new pg.Pool({ connectionString: replicaDatabaseUrl, max: 1 });
  // A test that cuts the database's connections (database-faults.test.ts) cuts these too: an idle
  // one lost is simply made again at the next wait, never an uncaught error.
  for (const pool of [primary, replica]) pool.on('error', () => undefined);
  return {
    wait: async (timeoutMs = 15_000) => {
      const { rows } = await queryOverCut<{ lsn: string }>(
        primary,
        'select pg_current_wal_flush_lsn()::text as lsn',
      );
      const started = Date.now();
      for (;;) {
        const replayed = await queryOverCut<{ done: boolean }>(
          replica,
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [rows[0]!.lsn],
        );
        if (replayed.rows[0]!.done) return;
        if (Date.now() - started > timeoutMs)
          throw new Error(`the standby did not catch up within ${timeoutMs} ms`);
        await pause(2);
      }
    },
    close: async () => {
      await Promise.all([primary.end(), replica.end()]);
    },
  };
};
