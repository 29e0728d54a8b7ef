import type pg from 'pg';
import { MARKER_DOMAIN } from '../common/bench-org.js';

/** Big tables first (their rows die in phase 1); the rest only once those are vacuumed. */
const BULK_TABLES = [
  'activity',
  'notifications',
  'tool_logs',
  'vehicle_logs',
  'reports',
  'tools',
  'vehicles',
];
const SMALL_TABLES = ['parking_locations', 'storage_units', 'sites', 'branches'];

/**
 * Removes every bench organization of an earlier run and everything it owns. Users reference
 * their organization with RESTRICT, so they go before it, by hand.
 *
 * Why two phases and a VACUUM: deleting a user, site or parking place makes PostgreSQL check
 * (or null out) every row pointing at it, and several of those foreign keys (tool_logs.user_id,
 * tool_logs.site_id, vehicles.parking_location_id, …) have no index — each check is a scan of
 * the table. Right after deleting 200,000 log rows those scans would read every dead row, once
 * per deleted user; vacuumed, the tables are small again and the checks are cheap. A run that
 * stops between the phases leaves marked organizations, which the next run removes.
 */
export const removeBenchOrganizations = async (pool: pg.Pool): Promise<number> => {
  const found = await pool.query<{ id: number }>(
    `select id from organizations where contact_email like $1`,
    [`%@${MARKER_DOMAIN}`],
  );
  const ids = found.rows.map((row) => row.id);
  if (ids.length === 0) return 0;

  const inBench = (table: string) => `delete from ${table} where organization_id = any($1::int[])`;
  const transaction = async (statements: string[]) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // The pool stops statements after 15 s; the cascades through the kept search words and
      // counts of 500,000 rows take longer.
      await client.query('set local statement_timeout = 0');
      for (const statement of statements) await client.query(statement, [ids]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  const benchUsers = 'select id from users where organization_id = any($1::int[])';
  await transaction([
    `delete from sessions where user_id in (${benchUsers}) or impersonator_user_id in (${benchUsers})`,
    ...BULK_TABLES.map(inBench),
  ]);
  await pool.query(`vacuum ${[...BULK_TABLES, 'sessions'].join(', ')}`);
  await transaction([
    ...SMALL_TABLES.map(inBench),
    inBench('users'),
    'delete from organizations where id = any($1::int[])',
  ]);
  return ids.length;
};
