import type pg from 'pg';
import { readPositionValue, type Readiness } from '@toolyard/shared';
import { createDatabase, createPool, type Database } from './client.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { endPool } from './end-pool.js';
import { replicaLag } from './replica-lag.js';
import { withTimeout } from '../lib/with-timeout.js';

/** Connections to each replica per server process: reads are short, the primary takes the rest. */
const REPLICA_CONNECTIONS = 5;
/** How often each replica's state is read again. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_500;
/** A replica that cannot even lend a connection this fast is as good as down for a request. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * - `unknown`: not probed yet; `usable`: a standby within REPLICA_MAX_LAG_MS;
 * - `behind`: further behind than that, or of unknown lag; `down`: no answer, or a read failed;
 * - `not-standby`: answers but is no standby (`pg_is_in_recovery()` false: a primary, or a
 *   standby promoted since) — it may hold anything, so nothing is read from it.
 */
type ReplicaState = 'unknown' | 'usable' | 'behind' | 'down' | 'not-standby';

type ReplicaStatus = {
  /** Its place in DATABASE_REPLICA_URL (its address, with its password, is never shown). */
  replica: number;
  state: ReplicaState;
  lagMs: number | null;
  /** The last WAL position it had replayed when probed (`pg_last_wal_replay_lsn()`). */
  replayed: string | null;
};

/** A replica as the operator's view tells it (GET /api/ready, the metrics; decision 0067). */
type ReplicaHealth = Readiness['replicas'][number];

type Log = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
};

type Replica = {
  index: number;
  pool: pg.Pool;
  probePool: pg.Pool;
  db: Database;
  state: ReplicaState;
  lagMs: number | null;
  replayed: bigint | undefined;
  replayedText: string | null;
};

export type ReplicaRouter = {
  /** Whether any replica is configured: otherwise every read uses the primary, and nothing is probed. */
  enabled: boolean;
  /**
   * The database for a read that tolerates a replica, for a caller whose last write is at
   * `position` (or who brought none): a usable replica that has replayed that far, else the primary.
   */
  readerFor: (position: bigint | undefined) => Database;
  /** The primary's WAL position now: after a write committed, where a replica must have reached. */
  position: () => Promise<string>;
  status: () => ReplicaStatus[];
  /** Every replica as last probed (the first probe awaited), in the configured order. */
  probe: () => Promise<ReplicaHealth[]>;
  close: () => Promise<void>;
};

/**
 * What the operator is told: up when it answers; behind when reads skip it (further behind than
 * REPLICA_MAX_LAG_MS, of unknown lag, no standby, or down).
 */
const healthOf = (replica: Replica): ReplicaHealth => {
  const up = replica.state !== 'down' && replica.state !== 'unknown';
  return {
    replica: replica.index,
    status: up ? 'up' : 'down',
    standby: up ? replica.state !== 'not-standby' : null,
    lagMs: up ? replica.lagMs : null,
    behind: replica.state !== 'usable',
  };
};

/**
 * SQLSTATEs after which a read is simply done again on the primary: the database is not (yet)
 * on the replica (3D000), it has no connection left (53300), or the query was cancelled by a
 * conflict with the replay (40001, 40P01; PostgreSQL's "Handling Query Conflicts").
 */
const RETRIED_ON_PRIMARY = new Set(['3D000', '53300', '40001', '40P01']);
/** read_only_sql_transaction: a write was sent to a replica — a routing mistake (below). */
const READ_ONLY = '25006';

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

const unusable = (error: unknown) =>
  isDatabaseUnavailable(error) || RETRIED_ON_PRIMARY.has(codeOf(error));

type QueryFn = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * Streaming replicas for the reads that tolerate them (decision 0064), one router per server
 * process. Each replica has a small pool and is probed every second (its replay position and
 * lag); one that is down, further behind than `maxLagMs`, or no standby at all is skipped until
 * a probe finds it well again. A read that fails on a replica because of the replica (its
 * connection, a recovery conflict) is done once more on the primary, so no caller sees it.
 * Transactions always run on the primary.
 */
export const createReplicaRouter = (options: {
  primary: Database;
  urls: string[];
  maxLagMs: number;
  log: Log;
  /** Behind a transaction pooler (db/pooler.ts): named statements are off on these pools too. */
  pooled?: boolean;
  /** A write sent to a replica fails loudly (tests, development) instead of going to the primary. */
  strict?: boolean;
  probeEveryMs?: number;
}): ReplicaRouter => {
  const { primary, log } = options;
  const primaryQuery = primary.$client.query.bind(primary.$client) as QueryFn;
  const position = async () => {
    const { rows } = await primaryQuery('select pg_current_wal_lsn()::text as lsn');
    return (rows[0] as { lsn: string }).lsn;
  };
  if (options.urls.length === 0)
    return {
      enabled: false,
      readerFor: () => primary,
      position,
      status: () => [],
      probe: async () => [],
      close: async () => undefined,
    };

  const name = (replica: Replica) => `replica ${replica.index + 1} of DATABASE_REPLICA_URL`;

  // Said once per change of state, not at every probe.
  const enter = (replica: Replica, state: ReplicaState, detail: string) => {
    if (replica.state === state) return;
    replica.state = state;
    if (state === 'usable') log.info(`${name(replica)} serves reads`);
    else if (state === 'not-standby')
      log.error(`${name(replica)} is not in recovery (no standby: a primary?): no reads go to it`);
    else log.warn(`${name(replica)} ${detail}: reads go to the primary until it is well again`);
  };

  /** The replica's pool answers its reads; what fails because of the replica runs on the primary. */
  const fallBackToPrimary = (replica: Replica) => {
    const query = replica.pool.query.bind(replica.pool) as QueryFn;
    (replica.pool as { query: unknown }).query = async (config: unknown, values?: unknown) => {
      try {
        return await query(config, values);
      } catch (error) {
        if (codeOf(error) === READ_ONLY) {
          // A route gave a write the reader: a mistake to fix (decision 0064). Loud where we test.
          if (options.strict) throw error;
          log.error(`a write was sent to ${name(replica)}; it ran on the primary instead`);
          return primaryQuery(config, values);
        }
        if (!unusable(error)) throw error;
        enter(replica, 'down', `failed a read (${(error as Error).message})`);
        return primaryQuery(config, values);
      }
    };
  };

  const replicas: Replica[] = options.urls.map((url, index) => {
    const pool = createPool(url, log, {
      pooled: options.pooled,
      max: REPLICA_CONNECTIONS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      strictTransactions: options.strict,
    });
    const db = createDatabase(pool);
    // Transactions (writes, and reads that must see one moment) always run on the primary.
    (db as { transaction: unknown }).transaction = primary.transaction;
    const probePool = createPool(url, log, {
      pooled: options.pooled,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    });
    const replica: Replica = {
      index,
      pool,
      probePool,
      db,
      state: 'unknown',
      lagMs: null,
      replayed: undefined,
      replayedText: null,
    };
    fallBackToPrimary(replica);
    return replica;
  });

  const probe = async (replica: Replica) => {
    try {
      // The position first: the lag read after it can only be newer, never promise more.
      const { rows } = await withTimeout(
        replica.probePool.query<{ lsn: string | null }>(
          'select pg_last_wal_replay_lsn()::text as lsn',
        ),
        PROBE_TIMEOUT_MS,
      );
      const { standby, lagMs } = await withTimeout(replicaLag(replica.probePool), PROBE_TIMEOUT_MS);
      replica.replayedText = rows[0]?.lsn ?? null;
      replica.replayed = readPositionValue(replica.replayedText);
      replica.lagMs = lagMs;
      if (!standby) return enter(replica, 'not-standby', '');
      if (lagMs === null || lagMs > options.maxLagMs)
        return enter(
          replica,
          'behind',
          `is ${lagMs === null ? 'of unknown lag' : `${Math.round(lagMs)} ms behind`} (REPLICA_MAX_LAG_MS ${options.maxLagMs})`,
        );
      enter(replica, 'usable', '');
    } catch (error) {
      replica.lagMs = null;
      enter(replica, 'down', `does not answer (${(error as Error).message})`);
    }
  };

  let probing: Promise<unknown> | undefined;
  const probeAll = () => {
    probing ??= Promise.all(replicas.map(probe)).finally(() => (probing = undefined));
    return probing;
  };
  void probeAll();
  const timer = setInterval(() => void probeAll(), options.probeEveryMs ?? PROBE_EVERY_MS);
  timer.unref();

  let turn = 0;
  return {
    enabled: true,
    readerFor: (wanted) => {
      const ready = replicas.filter(
        (replica) =>
          replica.state === 'usable' &&
          (wanted === undefined || (replica.replayed !== undefined && replica.replayed >= wanted)),
      );
      if (ready.length === 0) return primary;
      turn = (turn + 1) % ready.length;
      return ready[turn]!.db;
    },
    position,
    status: () =>
      replicas.map((replica) => ({
        replica: replica.index,
        state: replica.state,
        lagMs: replica.lagMs,
        replayed: replica.replayedText,
      })),
    // The router probes every second: its last state is fresh enough, and a public readiness
    // call costs no query — unless a replica has not been probed yet (right after start).
    probe: async () => {
      if (replicas.some((replica) => replica.state === 'unknown')) await probeAll();
      return replicas.map(healthOf);
    },
    close: async () => {
      clearInterval(timer);
      await probing;
      await Promise.all(
        replicas.flatMap((replica) => [replica.pool, replica.probePool]).map(endPool),
      );
    },
  };
};
