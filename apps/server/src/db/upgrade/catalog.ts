import pg from 'pg';

/** A table's columns in their order; generated ones are computed again, not copied. */
export type Table = {
  schema: string;
  name: string;
  columns: Array<{ name: string; type: string; generated: boolean }>;
};

export type Sequence = { schema: string; name: string };

export const qualified = (relation: { schema: string; name: string }) =>
  `${pg.escapeIdentifier(relation.schema)}.${pg.escapeIdentifier(relation.name)}`;

/** Shown to people: schema.name. */
export const labelOf = (relation: { schema: string; name: string }) =>
  `${relation.schema}.${relation.name}`;

/** Objects an extension made (pg_trgm and the like) are the extension's, not rows to move. */
const NOT_FROM_AN_EXTENSION = `not exists (
  select 1 from pg_depend d
  where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Every schema that is not PostgreSQL's own: public, drizzle (the migrations' ledger), pgboss. */
export const schemasOf = async (client: pg.Client): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(
    `select nspname::text as name from pg_namespace
     where nspname <> 'information_schema' and nspname not like 'pg\\_%'
     order by 1`,
  );
  return rows.map((row) => row.name);
};

/**
 * The tables that hold rows: ordinary tables and the partitions of partitioned ones (pg-boss
 * keeps each queue's jobs in a partition of its own); a partitioned parent holds none itself.
 */
export const tablesOf = async (client: pg.Client, schemas: string[]): Promise<Table[]> => {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    types: string[];
    generated: boolean[];
  }>(
    `select n.nspname::text as schema, c.relname::text as name,
       array_agg(a.attname::text order by a.attnum) as columns,
       array_agg(format_type(a.atttypid, a.atttypmod) order by a.attnum) as types,
       array_agg(a.attgenerated <> '' order by a.attnum) as generated
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r' and n.nspname = any($1::text[]) and ${NOT_FROM_AN_EXTENSION}
     group by n.nspname, c.relname
     order by 1, 2`,
    [schemas],
  );
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    columns: row.columns.map((name, index) => ({
      name,
      type: row.types[index]!,
      generated: row.generated[index]!,
    })),
  }));
};

export const sequencesOf = async (client: pg.Client, schemas: string[]): Promise<Sequence[]> => {
  const { rows } = await client.query<Sequence>(
    `select n.nspname::text as schema, c.relname::text as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = any($1::text[]) and ${NOT_FROM_AN_EXTENSION}
     order by 1, 2`,
    [schemas],
  );
  return rows;
};

/** Databases besides Toolyard's and PostgreSQL's own: the upgrade does not carry them. */
export const otherDatabasesOf = async (client: pg.Client, ours: string): Promise<string[]> => {
  const { rows } = await client.query<{ name: string }>(
    `select datname::text as name from pg_database
     where not datistemplate and datname <> 'postgres' and datname <> $1
     order by 1`,
    [ours],
  );
  return rows.map((row) => row.name);
};
