import pg from 'pg';

/** Any fixed number: the key of the advisory lock that serializes the queues' set-up. */
const SETUP_LOCK_KEY = 4_170_017;

/**
 * Runs `setUp` while holding a session advisory lock on a connection of its own: two processes
 * starting at once created the same queues at the same moment and PostgreSQL answered one of
 * them "deadlock detected" (pg-boss's createQueue is not safe to race), so the second waits. Its
 * start (which installs or upgrades its schema) goes in the same turn.
 */
export const oneAtATime = async (connectionString: string, setUp: () => Promise<void>) => {
  const client = new pg.Client({ connectionString, application_name: 'toolyard-jobs-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      await setUp();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
};
