import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { qualified, type Table } from './catalog.js';

/**
 * Streams a table's rows from one cluster into the other as COPY text, a buffer at a time:
 * never a whole table in memory, and the writer's pace holds the reader back. Generated columns
 * are left out: the new side computes them again.
 */
export const copyTable = async (
  source: pg.Client,
  target: pg.Client,
  table: Table,
): Promise<number> => {
  const columns = table.columns
    .filter((column) => !column.generated)
    .map((column) => pg.escapeIdentifier(column.name))
    .join(', ');
  const rows = source.query(copyTo(`copy ${qualified(table)} (${columns}) to stdout`));
  const into = target.query(copyFrom(`copy ${qualified(table)} (${columns}) from stdin`));
  await pipeline(rows, into);
  return into.rowCount;
};
