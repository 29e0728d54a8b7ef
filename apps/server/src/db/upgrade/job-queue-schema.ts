import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * pg-boss's tables (decision 0044) are pg-boss's own: it creates and migrates them itself at
 * start, and makes a partition of its job table for each queue. So the upgrade lets pg-boss
 * build them in the new database, at the same version as the old one's, rather than copy its
 * DDL; the rows follow like any other table's.
 */

export type JobQueueSchema = { version: number; queues: string[] };

/** The old database's queue schema (its version, its queues), or undefined if it has none. */
export const jobQueueSchemaOf = async (client: pg.Client): Promise<JobQueueSchema | undefined> => {
  const { rows } = await client.query<{ installed: boolean }>(
    `select to_regclass('pgboss.version') is not null as installed`,
  );
  if (!rows[0]?.installed) return undefined;
  const version = await client.query<{ version: number }>('select version from pgboss.version');
  const queues = await client.query<{ name: string }>('select name from pgboss.queue order by 1');
  return { version: version.rows[0]!.version, queues: queues.rows.map((row) => row.name) };
};

/** Starts pg-boss on a database without its maintenance or schedule, runs `work`, stops it. */
const withBoss = async (connectionString: string, work: (boss: PgBoss) => Promise<void>) => {
  const boss = new PgBoss({
    connectionString,
    max: 1,
    application_name: 'toolyard-upgrade',
    supervise: false,
    schedule: false,
  });
  let failure: unknown;
  boss.on('error', (error) => (failure ??= error));
  await boss.start();
  try {
    await work(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
  if (failure) throw failure;
};

/** The old database's queue schema brought to this pg-boss's version, as a server start would. */
export const updateJobQueueSchema = (connectionString: string) =>
  withBoss(connectionString, async () => undefined);

/**
 * The queue schema in the new database, with a queue (and so a partition) for each of the old
 * one's. The queues' settings do not matter here: their rows are replaced by the old ones.
 */
export const installJobQueueSchema = (connectionString: string, queues: string[]) =>
  withBoss(connectionString, async (boss) => {
    for (const queue of queues) await boss.createQueue(queue);
  });
