import pg from 'pg';

export type Snapshot = {
  tables: Record<string, { rows: number; digest: string }>;
  sequences: Record<string, string | null>;
};

/**
 * Every table's row count and an md5 over its rows' text (sorted by their own md5: no key
 * needed), and where every sequence stands, in the given schemas. Two databases with equal
 * snapshots hold the same rows. Worked out here, apart from the code under test's own checks.
 */
export const databaseSnapshot = async (url: string, schemas: string[]): Promise<Snapshot> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set timezone = 'UTC'; set datestyle = 'ISO, YMD'");
    const tables = await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
       where schemaname = any($1::text[]) order by 1`,
      [schemas],
    );
    const result: Snapshot = { tables: {}, sequences: {} };
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as digest
         from (select md5(t::text) as h from only ${name} t) hashed`,
      );
      result.tables[name] = rows[0]!;
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as value
       from pg_sequences where schemaname = any($1::text[])`,
      [schemas],
    );
    for (const { name, value } of sequences.rows) result.sequences[name] = value;
    return result;
  } finally {
    await client.end();
  }
};
