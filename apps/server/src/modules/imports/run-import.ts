import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportMapping } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { importRows, imports } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { liveSessionIds } from '../../sessions/sessions.js';
import { IMPORT_HANDLERS } from './import-kinds.js';
import { ImportStopped, type RunContext } from './import-kind.js';
import { mappedRows, type StoredImport } from './import-store.js';

// Rows per transaction: short enough that other writers barely wait, few enough commits that
// 10,000 rows take seconds.
const BATCH_ROWS = 250;

// With the organization's id: one import of an organization starts at a time.
export const IMPORT_LOCK = 7_140_412;

export type Log = { error: (object: object, message: string) => void };

/** The import was cancelled while it ran: its batch is rolled back and the run stops. */
class Cancelled extends Error {}

/**
 * The session that started the import ended while it ran (sign-out, password or role change,
 * the end of an impersonation): the rows are written in that session's name, so the batches
 * still to come are not. Batches already committed stay; the import ends as failed.
 */
class SessionEnded extends Error {}

export const runImport = async (
  db: Database,
  auth: AuthContext,
  found: StoredImport,
  mapping: ImportMapping,
  run: RunContext,
  log: Log,
) => {
  const handler = IMPORT_HANDLERS[found.kind];
  const mine = and(eq(imports.id, found.id), eq(imports.state, 'running'));
  try {
    // Judged again: the organization may have changed since the preview.
    const planned = await handler.plan(
      db,
      found.organizationId,
      await mappedRows(db, found.id, mapping),
    );
    const writes = planned.filter((row) => row.input !== undefined || row.update !== undefined);
    const skipped = planned.filter((row) => row.action === 'skip').length;
    const invalid = planned.filter((row) => row.action === 'invalid').length;
    const unchanged = planned.filter((row) => row.action === 'unchanged').length;
    await db
      .update(imports)
      .set({ skipped, invalid, unchanged, processed: skipped + invalid + unchanged })
      .where(mine);
    for (let start = 0; start < writes.length; start += BATCH_ROWS) {
      const batch = writes.slice(start, start + BATCH_ROWS);
      const inputs = batch.flatMap((row) => (row.input !== undefined ? [row.input] : []));
      const updates = batch.flatMap((row) => (row.update !== undefined ? [row.update] : []));
      const written = await db.transaction(async (tx) => {
        // Asked inside the batch's transaction: a session ended before it began writes nothing.
        const live = await liveSessionIds(tx, [auth.sessionId]);
        if (!live.has(auth.sessionId)) throw new SessionEnded();
        // Through the kind's create path: the rows, their log entries, one activity.
        const result =
          inputs.length > 0
            ? await handler.writeBatch(tx, auth, found.organizationId, inputs, run)
            : undefined;
        const created = result ? result.created : inputs.length;
        // Through the kind's edit path: each item's changed columns, log entry and activity.
        const updated =
          updates.length > 0
            ? await handler.writeUpdates!(tx, auth, found.organizationId, updates)
            : 0;
        // A row the kind could not create after all (a username taken elsewhere) is invalid; one
        // whose item went meanwhile (deleted) too.
        const [still] = await tx
          .update(imports)
          .set({
            processed: sql`${imports.processed} + ${batch.length}`,
            created: sql`${imports.created} + ${created}`,
            updated: sql`${imports.updated} + ${updated}`,
            invalid: sql`${imports.invalid} + ${batch.length - created - updated}`,
          })
          .where(mine)
          .returning({ id: imports.id });
        if (!still) throw new Cancelled();
        return result;
      });
      // The batch's mail is committed with it: sent now, before anything after may stop the run.
      if (written?.queuedMail) run.nudge();
      await written?.afterCommit?.(db, auth, run);
      // Let requests in between batches: a long import must not hold the event loop.
      await nextTurn();
    }
    await db.transaction(async (tx) => {
      await tx.update(imports).set({ state: 'done' }).where(mine);
      await tx.delete(importRows).where(eq(importRows.importId, found.id));
    });
  } catch (error) {
    if (error instanceof Cancelled) return;
    if (!(error instanceof SessionEnded) && !(error instanceof ImportStopped))
      log.error({ err: error, importId: found.id }, 'import failed');
    await db
      .update(imports)
      .set({ state: 'failed' })
      .where(mine)
      .catch(() => undefined);
  }
};
