import pg from 'pg';
import { qualified, type Table } from './catalog.js';

export type Checksum = { rows: number; sum: string };

/**
 * A table's row count and a checksum of its content (decision 0068): each row's text (its
 * columns in the old table's order) hashed with md5, and the hashes' two 64-bit halves summed
 * exactly. A sum needs neither a sort nor a row kept in memory, whatever the table's size, and
 * no key to order by; a changed, lost or doubled row changes it. Both sides run it with the
 * same session settings (copy-session.ts), so equal rows have equal text.
 */
export const tableChecksum = async (client: pg.Client, table: Table): Promise<Checksum> => {
  const row = `row(${table.columns.map((column) => `t.${pg.escapeIdentifier(column.name)}`).join(', ')})::text`;
  const { rows } = await client.query<{ rows: string; high: string; low: string }>(
    `select count(*)::text as rows,
       coalesce(sum(('x' || substr(h, 1, 16))::bit(64)::bigint::numeric), 0)::text as high,
       coalesce(sum(('x' || substr(h, 17, 16))::bit(64)::bigint::numeric), 0)::text as low
     from (select md5(${row}) as h from only ${qualified(table)} t) hashed`,
  );
  const result = rows[0]!;
  return { rows: Number(result.rows), sum: `${result.high}/${result.low}` };
};
