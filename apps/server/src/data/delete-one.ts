import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { notFound } from '../lib/domain-errors.js';

/**
 * Deletes the row `where` names, or answers 404 when there is none (any more). The read before a
 * delete checks who may; this is what decides who deleted it: of fifty requests racing to
 * delete one record, one gets the row — and writes the audit entry — and the others a 404.
 */
export const deleteOne = async (tx: Executor, table: PgTable, where: SQL | undefined) => {
  const deleted = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  if (deleted.length === 0) throw notFound();
};
