import pg from 'pg';
import { endPool } from '../../db/end-pool.js';
import { replicaLag } from '../../db/replica-lag.js';
import { withTimeout } from '../../lib/with-timeout.js';
import { PROBE_TIMEOUT_MS } from './probes.js';

export type ReplicaProbe = {
  replica: number;
  status: 'up' | 'down';
  standby: boolean | null;
  lagMs: number | null;
  /** Down, of unknown lag, or further behind than REPLICA_MAX_LAG_MS: reads would skip it. */
  behind: boolean;
};

type Log = { warn: (message: string) => void };

/**
 * One connection per configured replica (DATABASE_REPLICA_URL), kept for the probes only: no
 * read goes to a replica yet. Each answers within the probe's bound or counts as down; its
 * address (with its password) never leaves this file — a replica is known by its place in the
 * list.
 */
export const createReplicaProbes = (options: { urls: string[]; maxLagMs: number; log: Log }) => {
  const pools = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
      statement_timeout: PROBE_TIMEOUT_MS,
      application_name: 'toolyard-probe',
      allowExitOnIdle: true,
    });
    // A replica restarting closes the idle connection: that must not end the process.
    pool.on('error', (error) => {
      if (!pool.ending) options.log.warn(`replica probe connection lost: ${error.message}`);
    });
    return pool;
  });

  const probe = async (pool: pg.Pool, replica: number): Promise<ReplicaProbe> => {
    try {
      const { standby, lagMs } = await withTimeout(replicaLag(pool), PROBE_TIMEOUT_MS);
      const behind = lagMs === null || lagMs > options.maxLagMs;
      return { replica, status: 'up', standby, lagMs, behind };
    } catch {
      return { replica, status: 'down', standby: null, lagMs: null, behind: true };
    }
  };

  return {
    /** Every replica, side by side, in the configured order. */
    probe: () => Promise.all(pools.map((pool, index) => probe(pool, index))),
    close: async () => {
      await Promise.all(pools.map((pool) => endPool(pool)));
    },
  };
};

export type ReplicaProbes = ReturnType<typeof createReplicaProbes>;
