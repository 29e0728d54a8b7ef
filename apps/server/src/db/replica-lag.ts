import type pg from 'pg';

export type ReplicaLag = {
  /** `pg_is_in_recovery()`: a standby. False for a primary, or a standby since promoted. */
  standby: boolean;
  /** How far its replay is behind, in ms; null while that cannot be told (below). */
  lagMs: number | null;
};

/**
 * On a standby:
 * - everything it has received is replayed (receive LSN = replay LSN): 0. A primary with no
 *   writes sends nothing, and the last replayed transaction's time grows old without the standby
 *   being behind, so the time alone would report an idle system as lagging.
 * - otherwise: the time since the last replayed transaction was committed on the primary
 *   (`now() - pg_last_xact_replay_timestamp()`, PostgreSQL's "Recovery Information Functions"),
 *   at least 0 (the two servers' clocks may differ a little); null when it has replayed no
 *   transaction yet.
 * - a standby restoring from the archive alone (no streaming: no receive LSN) takes the second
 *   branch too.
 * What it cannot see: a standby cut off from its primary has received nothing new and reads as
 * caught up. The primary's `pg_stat_replication` tells that; a replica alone cannot.
 *
 * On a server that is not in recovery — a primary, or a standby promoted after a failover — it
 * answers `{ standby: false, lagMs: 0 }`: its reads are as fresh as what it holds, and the
 * caller tells from `standby` that it is not the replica it was configured as.
 */
const LAG_SQL = `
  select
    pg_is_in_recovery() as standby,
    case
      when not pg_is_in_recovery() then 0
      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else greatest(0, extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)
    end::float8 as lag_ms`;

/** The replay lag of the server behind `client` (a replica's pool or one of its connections). */
export const replicaLag = async (client: pg.Pool | pg.ClientBase): Promise<ReplicaLag> => {
  const { rows } = await client.query<{ standby: boolean; lag_ms: number | null }>(LAG_SQL);
  const row = rows[0]!;
  return { standby: row.standby, lagMs: row.lag_ms };
};
