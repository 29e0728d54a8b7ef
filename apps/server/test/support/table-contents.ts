import type pg from 'pg';

/**
 * Every table's row count and a checksum of its content (each row's text, hashed, in hash
 * order: no primary key needed), in the schemas our migrations make. Two databases with equal
 * answers hold the same rows.
 */
export const tableContents = async (client: pg.Pool | pg.Client) => {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`,
  );
  const contents: Record<string, { rows: number; checksum: string }> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ rows: string; checksum: string }>(
      `select count(*) as rows,
              md5(coalesce(string_agg(h, '' order by h), '')) as checksum
         from (select md5(t::text) as h from ${name} t) hashed`,
    );
    contents[name] = { rows: Number(result.rows[0]!.rows), checksum: result.rows[0]!.checksum };
  }
  return contents;
};
