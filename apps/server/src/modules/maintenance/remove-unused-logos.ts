import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationLogos, organizations } from '../../db/schema.js';
import { LOGO_GRACE_MS } from '../uploads/index.js';

// Bounds the time organization writes wait for one sweep; the rest goes in the next one.
const MAX_LOGOS_PER_SWEEP = 1000;
// A stored logo's name in a logo URL. Any of our names inside a URL counts: better kept than lost.
const NAME_IN_URL = '([a-f0-9-]{36})\\.png';

/**
 * Stored logos (decision 0066) past the grace period that no organization's logo_url names:
 * uploads the wizard never saved, and logos kept when replaced because another organization
 * showed them too. A logo replaced or removed by its own organization is gone already.
 */
const unused = sql`${organizationLogos.createdAt} < now() - make_interval(secs => ${LOGO_GRACE_MS / 1000})
  and not exists (
    select 1 from ${organizations}
    where substring(lower(${organizations.logoUrl}) from ${NAME_IN_URL}) = ${organizationLogos.name}
  )`;

/**
 * Stored logos that look unused, at most a sweep's worth: a first look without the lock, so a
 * sweep with nothing to remove never holds up organization writes; `removeUnusedLogos` checks
 * again under its lock.
 */
export const unusedLogoCandidates = async (db: Executor): Promise<string[]> => {
  const rows = await db
    .select({ name: organizationLogos.name })
    .from(organizationLogos)
    .where(unused)
    .limit(MAX_LOGOS_PER_SWEEP);
  return rows.map((row) => row.name);
};

/**
 * Deletes those of `candidates` that no organization's logo_url names. Organization writes wait
 * (a SHARE lock on the table; reads and every other table carry on) from the check until commit,
 * so a logo cannot become used between the check and the delete. Rather than queue writers behind
 * us for long, we give up after 2 s and try again at the next sweep.
 */
export const removeUnusedLogos = async (tx: Executor, candidates: string[]): Promise<number> => {
  if (candidates.length === 0) return 0;
  await tx.execute(sql`set local lock_timeout = '2s'`);
  await tx.execute(sql`lock table ${organizations} in share mode`);
  const removed = await tx
    .delete(organizationLogos)
    .where(and(inArray(organizationLogos.name, candidates), unused))
    .returning({ name: organizationLogos.name });
  return removed.length;
};

/** The organizations table stayed busy past our lock_timeout (55P03): this round leaves logos alone. */
export const isLockTimeout = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '55P03') return true;
    current = candidate.cause;
  }
  return false;
};
