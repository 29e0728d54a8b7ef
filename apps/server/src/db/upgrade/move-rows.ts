import type pg from 'pg';
import { labelOf, qualified, schemasOf, sequencesOf, tablesOf } from './catalog.js';
import { connectForCopy } from './copy-session.js';
import { copyTable } from './copy-table.js';
import { assertSameShapes } from './same-shapes.js';
import { readSequence, setSequence } from './sequences.js';
import { tableChecksum } from './table-checksum.js';

type Log = { info: (msg: string) => void };

export type MovedRows = { tables: Array<{ table: string; rows: number }>; sequences: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const moveInto = async (source: pg.Client, target: pg.Client, log: Log): Promise<MovedRows> => {
  // One snapshot of the old database for the copy and for its checksums.
  await source.query('begin isolation level repeatable read read only');
  const schemas = await schemasOf(source);
  const tables = await tablesOf(source, schemas);
  const sequences = await sequencesOf(source, schemas);
  assertSameShapes(
    { tables, sequences },
    { tables: await tablesOf(target, schemas), sequences: await sequencesOf(target, schemas) },
  );

  // The rows as they were: no foreign-key checks and no triggers (kept counts, notifications)
  // on the new side. What the migrations and pg-boss wrote into the new tables makes way first.
  await target.query('set session_replication_role = replica');
  if (tables.length > 0) await target.query(`truncate ${tables.map(qualified).join(', ')}`);
  const moved: MovedRows['tables'] = [];
  for (const [index, table] of tables.entries()) {
    const started = Date.now();
    const rows = await copyTable(source, target, table);
    moved.push({ table: labelOf(table), rows });
    log.info(
      `  ${index + 1}/${tables.length} ${labelOf(table)}: ${rows} rows (${seconds(Date.now() - started)})`,
    );
  }
  for (const sequence of sequences)
    await setSequence(target, sequence, await readSequence(source, sequence));

  log.info("Verifying every table's row count and checksum");
  for (const table of tables) {
    const [before, after] = await Promise.all([
      tableChecksum(source, table),
      tableChecksum(target, table),
    ]);
    if (before.rows !== after.rows || before.sum !== after.sum)
      throw new Error(
        `Verification failed for ${labelOf(table)}: ${before.rows} rows in the old database, ` +
          `${after.rows} in the new one${before.rows === after.rows ? ', with different contents' : ''}.`,
      );
  }
  for (const sequence of sequences) {
    const [before, after] = await Promise.all([
      readSequence(source, sequence),
      readSequence(target, sequence),
    ]);
    if (before.value !== after.value || before.called !== after.called)
      throw new Error(
        `Verification failed for the sequence ${labelOf(sequence)}: ${before.value} in the old ` +
          `database, ${after.value} in the new one.`,
      );
  }
  await source.query('commit');
  return { tables: moved, sequences: sequences.length };
};

/**
 * Every row of every table (in every schema but PostgreSQL's own) from the old database into
 * the new one, whose tables the same migrations made; then every sequence set to where the old
 * one stands; then each table's row count and checksum compared on both sides (decision 0068).
 */
export const moveRows = async (options: { from: string; to: string; log: Log }) => {
  const source = await connectForCopy(options.from);
  try {
    const target = await connectForCopy(options.to);
    try {
      return await moveInto(source, target, options.log);
    } finally {
      await target.end();
    }
  } finally {
    await source.end();
  }
};
