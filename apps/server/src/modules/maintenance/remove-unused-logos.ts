import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { logosDir } from '../uploads/store-logo.js';

/**
 * An upload is kept this long before it may be removed as unused: the organization wizard uploads
 * the logo as soon as it is chosen, before the organization exists (or is saved).
 */
export const LOGO_GRACE_MS = 60 * 60_000;
// Bounds the time organization writes wait for one sweep; the rest goes in the next one.
const MAX_LOGOS_PER_SWEEP = 1000;
// Only files we wrote (storeLogo's random names); anything else in the folder is not ours to delete.
const LOGO_FILE = /^[a-f0-9-]{36}\.png$/;
const LOGO_NAME_IN_URL = /[a-f0-9-]{36}\.png/g;

/** Our logo files older than the grace period. */
const oldLogoFiles = async (dir: string): Promise<string[]> => {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const cutoff = Date.now() - LOGO_GRACE_MS;
  const old: string[] = [];
  for (const name of names) {
    if (!LOGO_FILE.test(name)) continue;
    const stats = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stats?.isFile() && stats.mtimeMs < cutoff) old.push(name);
  }
  return old;
};

/** The logo file names organizations use. Any of our names inside a URL counts: better kept than lost. */
const referencedLogoNames = async (db: Executor): Promise<Set<string>> => {
  const rows = await db
    .select({ logoUrl: organizations.logoUrl })
    .from(organizations)
    .where(isNotNull(organizations.logoUrl));
  return new Set(rows.flatMap((row) => row.logoUrl!.toLowerCase().match(LOGO_NAME_IN_URL) ?? []));
};

/**
 * Old files that look unused, at most a sweep's worth. Disk work and a first look at the
 * references happen before the transaction, so it stays short, and the files organizations use
 * never crowd the unused ones out of the batch; `removeUnusedLogos` checks again under its lock.
 */
export const unusedLogoCandidates = async (db: Executor, dataDir: string): Promise<string[]> => {
  const old = await oldLogoFiles(logosDir(dataDir));
  if (old.length === 0) return [];
  const referenced = await referencedLogoNames(db);
  return old.filter((name) => !referenced.has(name)).slice(0, MAX_LOGOS_PER_SWEEP);
};

/**
 * Deletes those of `candidates` that no organization's logo_url names, however old the ones that
 * are named. Organization writes wait (a SHARE lock on the table; reads and every other table
 * carry on) from the check until commit, so a logo cannot become referenced between the check
 * and the unlink. Rather than queue writers behind us for long, we give up after 2 s and try
 * again at the next sweep.
 */
export const removeUnusedLogos = async (
  tx: Executor,
  dataDir: string,
  candidates: string[],
): Promise<number> => {
  if (candidates.length === 0) return 0;
  await tx.execute(sql`set local lock_timeout = '2s'`);
  await tx.execute(sql`lock table ${organizations} in share mode`);
  const referenced = await referencedLogoNames(tx);
  const unused = candidates.filter((name) => !referenced.has(name));
  const dir = logosDir(dataDir);
  let removed = 0;
  for (const name of unused) {
    // Listed before the lock: a sweep that held it just before us may have removed it already.
    const gone = await fs.unlink(path.join(dir, name)).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    if (gone) removed += 1;
  }
  return removed;
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
