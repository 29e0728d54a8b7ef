import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt } from 'drizzle-orm';
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

// Staged rows read per statement: about 1 MB of cells, parsed and mapped in a few milliseconds;
// 10,000 rows read at once held the event loop some 90 ms.
const READ_ROWS = 1_000;

/**
 * The staged rows with their cells by field, in file order, read a page at a time with the
 * event loop let go between pages; a cell an export guarded against formulas reads as it was
 * before (plainCell, decision 0060).
 */
export const mappedRows = async (
  db: Executor,
  importId: number,
  mapping: ImportMapping,
): Promise<MappedRow[]> => {
  const columns = Object.entries(mapping).filter(
    (entry): entry is [string, number] => entry[1] !== null,
  );
  const mapped: MappedRow[] = [];
  let afterLine = 0;
  for (;;) {
    const rows = await db
      .select({ line: importRows.line, cells: importRows.cells })
      .from(importRows)
      .where(and(eq(importRows.importId, importId), gt(importRows.line, afterLine)))
      .orderBy(asc(importRows.line))
      .limit(READ_ROWS);
    for (const { line, cells } of rows)
      mapped.push({
        line,
        values: Object.fromEntries(
          columns.map(([field, column]) => [field, plainCell(cells[column] ?? '')]),
        ),
      });
    if (rows.length < READ_ROWS) return mapped;
    afterLine = rows.at(-1)!.line;
    await nextTurn();
  }
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
