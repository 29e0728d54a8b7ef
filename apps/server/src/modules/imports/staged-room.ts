import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { IMPORT_MAX_STAGED } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { imports } from '../../db/schema.js';
import { rateLimited } from '../../lib/domain-errors.js';

// With the organization's id: its staged uploads are counted and the next one inserted by one
// upload at a time (run-import.ts's lock is 7_140_412).
const STAGING_LOCK = 7_140_413;

/**
 * Refuses an upload while the organization already has IMPORT_MAX_STAGED uploads waiting (staged,
 * neither run nor expired), each holding up to 10,000 rows (decision 0053): 429, and Retry-After
 * says when the oldest expires (the maintenance sweep then removes it). Under `lockStaging`, in
 * the transaction that inserts the upload, two uploads at once cannot both pass.
 */
export const checkStagedRoom = async (db: Executor, organizationId: number) => {
  const now = new Date();
  const [found] = await db
    .select({ waiting: count(), firstExpiry: min(imports.expiresAt) })
    .from(imports)
    .where(
      and(
        eq(imports.organizationId, organizationId),
        eq(imports.state, 'staged'),
        gt(imports.expiresAt, now),
      ),
    );
  if (!found || found.waiting < IMPORT_MAX_STAGED) return;
  const expiry = found.firstExpiry ? new Date(found.firstExpiry).getTime() : now.getTime();
  throw rateLimited(
    'errors.importsWaiting',
    Math.max(1, Math.ceil((expiry - now.getTime()) / 1000)),
  );
};

/** Holds the organization's staging lock until the transaction ends. */
export const lockStaging = (tx: Executor, organizationId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${STAGING_LOCK}, ${organizationId})`);
