import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { createPool } from '@toolyard/server/src/db/client.js';

/**
 * The baseline: a bare Fastify app (no plugins, no auth, no schemas) that runs the very SQL the
 * product's list endpoint runs — handed over by the bench runner from `toolsListQuery(…).toSQL()`
 * — on the same driver and pool settings, and sends the rows as JSON. Whatever the product is
 * slower than this, it spends in its own code (auth, mapping, validation, serialization).
 */

type Query = { sql: string; params: unknown[] };

const queries = JSON.parse(fs.readFileSync(process.env.BENCH_QUERIES!, 'utf8')) as Record<
  string,
  Query
>;
const pool = createPool(process.env.DATABASE_URL!, console);

// As drizzle reads them: rows as arrays, dates and timestamps left as the database's text.
const asText = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    asText.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

const app = Fastify();
app.get<{ Params: { name: string } }>('/q/:name', async (request, reply) => {
  const query = queries[request.params.name];
  if (!query) return reply.status(404).send();
  const result = await pool.query({
    text: query.sql,
    values: query.params,
    rowMode: 'array',
    types,
  });
  return { items: result.rows, nextCursor: null };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare endpoint listening at ${address}`);

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
