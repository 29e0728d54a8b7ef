import { and, asc, eq } from 'drizzle-orm';
import { importFieldNames, type ImportKind, type ImportMapping } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { importRows, imports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField, notFound } from '../../lib/domain-errors.js';
import { plainCell } from '../../lib/spreadsheet-cell.js';
import type { MappedRow } from './import-kind.js';

/** How long an upload waits for its import; the maintenance sweep removes it after. */
export const STAGED_HOURS = 6;

/** The organization an import belongs to: the admin's own (decision 0030). */
export const importOrganization = (auth: AuthContext) => {
  const organizationId = auth.user.organizationId;
  if (organizationId === null) throw notFound();
  return organizationId;
};

/** The caller's own import: another admin's or organization's is not found, like a missing one. */
export const ownImport = async (db: Executor, auth: AuthContext, id: number) => {
  const [found] = await db
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.id, id),
        eq(imports.organizationId, importOrganization(auth)),
        eq(imports.userId, auth.user.id),
      ),
    )
    .limit(1);
  if (!found) throw notFound();
  return { ...found, kind: found.kind as ImportKind };
};

export type StoredImport = Awaited<ReturnType<typeof ownImport>>;

/**
 * The mapping must name the kind's fields and columns of the file that have a header: only
 * those columns' cells were kept (row-collector.ts).
 */
export const checkMapping = (found: StoredImport, mapping: ImportMapping) => {
  const fields = new Set(importFieldNames(found.kind));
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.has(field)) throw invalidField(`mapping.${field}`, 'validation.unknownField');
    if (column !== null && !found.headers[column])
      throw invalidField(`mapping.${field}`, 'validation.invalidValue');
  }
};

/**
 * The staged rows with their cells by field, in file order; a cell an export guarded against
 * formulas reads as it was before (plainCell, decision 0060).
 */
export const mappedRows = async (
  db: Executor,
  importId: number,
  mapping: ImportMapping,
): Promise<MappedRow[]> => {
  const rows = await db
    .select({ line: importRows.line, cells: importRows.cells })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(asc(importRows.line));
  const columns = Object.entries(mapping).filter(
    (entry): entry is [string, number] => entry[1] !== null,
  );
  return rows.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(
      columns.map(([field, column]) => [field, plainCell(cells[column] ?? '')]),
    ),
  }));
};

export const progressOf = (found: StoredImport) => ({
  id: found.id,
  kind: found.kind,
  state: found.state,
  total: found.rowCount,
  processed: found.processed,
  created: found.created,
  updated: found.updated,
  unchanged: found.unchanged,
  skipped: found.skipped,
  invalid: found.invalid,
});
