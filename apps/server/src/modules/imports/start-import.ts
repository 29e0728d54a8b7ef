import { and, eq, gt, sql } from 'drizzle-orm';
import type { ImportMapping } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { imports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict } from '../../lib/domain-errors.js';
import { IMPORT_HANDLERS } from './import-kinds.js';
import type { ImportRuns } from './import-runs.js';
import { type RunContext } from './import-kind.js';
import { checkMapping, ownImport, progressOf, STAGED_HOURS } from './import-store.js';
import { IMPORT_LOCK, type Log, runImport } from './run-import.js';

/**
 * Starts the import of a staged file with this mapping, and answers at once: the rows are
 * written in the background, batch by batch, and GET /api/imports/:id tells how far it got.
 */
export const startImport = async (
  db: Database,
  auth: AuthContext,
  id: number,
  mapping: ImportMapping,
  runs: ImportRuns,
  run: RunContext,
  log: Log,
) => {
  const found = await ownImport(db, auth, id);
  checkMapping(found, mapping);
  await IMPORT_HANDLERS[found.kind].beforeRun?.(db, auth, run);
  // Two runs of the same file at once would each find the other's rows missing and create them.
  const started = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${found.organizationId})`);
    const [other] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(
        and(
          eq(imports.organizationId, found.organizationId),
          eq(imports.state, 'running'),
          gt(imports.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (other) throw conflict('errors.importRunning');
    const [updated] = await tx
      .update(imports)
      .set({ state: 'running', expiresAt: new Date(Date.now() + STAGED_HOURS * 3_600_000) })
      .where(and(eq(imports.id, id), eq(imports.state, 'staged')))
      .returning();
    if (!updated) throw conflict('errors.importNotStaged');
    return { ...found, ...updated, kind: found.kind };
  });
  runs.start(runImport(db, auth, started, mapping, run, log));
  return progressOf(started);
};
