import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** A table whose rows belong to an organization and say when they last changed. */
type OwnedTable = PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Sets columns of one row read before in the caller's scope, stamped as changed now. The
 * condition names the row's organization too, so a wrong id can never reach another tenant's row.
 */
export const updateOwnedRow = <Table extends OwnedTable>(
  tx: Executor,
  table: Table,
  row: { id: number; organizationId: number },
  values: PgUpdateSetSource<Table>,
) =>
  tx
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(table.id, row.id), eq(table.organizationId, row.organizationId)));
