import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { importRows, imports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { importCellLength, type ImportKind } from '@toolyard/shared';
import { guessMapping } from './guess-mapping.js';
import { importOrganization, STAGED_HOURS } from './import-store.js';
import type { FileReader } from './file-reader.js';
import { checkStagedRoom, lockStaging } from './staged-room.js';

// Rows per INSERT: few round trips, and each statement's text small enough (about 250 kB) to
// write in a millisecond: the event loop is let go between them, also on a busy machine.
const INSERT_ROWS = 250;

/**
 * Reads an upload and keeps its rows for the preview and the import; nothing else is written.
 * An organization keeps at most IMPORT_MAX_STAGED uploads waiting (staged-room.ts).
 */
export const stageImport = async (
  db: Database,
  auth: AuthContext,
  kind: ImportKind,
  bytes: Buffer,
  reader: FileReader,
) => {
  const organizationId = importOrganization(auth);
  // Asked first, so a refused upload costs no reading; asked again under the lock below.
  await checkStagedRoom(db, organizationId);
  const { headers, rows } = await reader.read(bytes, { maxCellLength: importCellLength(kind) });
  const expiresAt = new Date(Date.now() + STAGED_HOURS * 3_600_000);
  const staged = await db.transaction(async (tx) => {
    await lockStaging(tx, organizationId);
    await checkStagedRoom(tx, organizationId);
    const [created] = await tx
      .insert(imports)
      .values({
        organizationId,
        userId: auth.user.id,
        kind,
        headers,
        rowCount: rows.length,
        expiresAt,
      })
      .returning({ id: imports.id });
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      // One JSON text per statement, not a parameter per cell: building 250 rows' values through
      // the query builder held the event loop 15–40 ms a statement; JSON.stringify takes about 1.
      const batch = JSON.stringify(rows.slice(start, start + INSERT_ROWS));
      await tx.execute(sql`
        insert into ${importRows} (import_id, line, cells)
        select ${created!.id}, r.line, r.cells
        from jsonb_to_recordset(${batch}::jsonb) as r(line integer, cells jsonb)`);
    }
    return created!;
  });
  return {
    id: staged.id,
    kind,
    headers,
    mapping: guessMapping(kind, headers),
    rowCount: rows.length,
    expiresAt: expiresAt.toISOString(),
  };
};
