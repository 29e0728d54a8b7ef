import type { Dir } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { sniffImageType } from './image-type.js';
import { insertLogo } from './insert-logo.js';
import { LOGO_GRACE_MS } from './logo-grace.js';
import { LOGO_FILE_NAME, logoNameOf } from './logo-names.js';

/** Where releases before decision 0066 wrote the logos: DATA_DIR/uploads/logos/<name>.png. */
export const legacyLogosDir = (dataDir: string) => path.join(dataDir, 'uploads', 'logos');

export type LogoFilesMoved = {
  /** Files now stored in the database (or found there already), and deleted. */
  moved: number;
  /** Files no organization named, past the upload grace period: deleted. */
  removed: number;
  /** Files that could not be moved: kept for the next start. */
  failed: number;
};

type Log = { warn: (details: object, message: string) => void };

/** Each logo name organizations show, with the first of them to show it (its owner). */
const ownersByName = async (db: Executor) => {
  const rows = await db
    .select({ id: organizations.id, logoUrl: organizations.logoUrl })
    .from(organizations)
    .where(isNotNull(organizations.logoUrl))
    .orderBy(asc(organizations.id));
  const owners = new Map<string, number>();
  for (const row of rows) {
    const name = logoNameOf(row.logoUrl);
    if (name && !owners.has(name)) owners.set(name, row.id);
  }
  return owners;
};

/** Deletes a file another start may have moved already. */
const unlinkGone = (file: string) =>
  fs.unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });

/**
 * At start, after the migrations (decision 0066): the logo files earlier releases kept in
 * DATA_DIR move into the database, one file at a time (read, stored, deleted), so the server
 * holds one logo in memory at most. A file an organization names is stored as that
 * organization's; one nobody names is deleted, unless it is younger than the upload grace (a
 * setup wizard in progress across the upgrade: stored, as yet nobody's). Files not ours (other
 * names) stay. Runs again harmlessly: a stored name is left as it is and a file already gone is
 * skipped, so two servers starting at once on the same files do each once.
 */
export const moveLogoFiles = async (
  db: Executor,
  dataDir: string,
  log: Log,
): Promise<LogoFilesMoved> => {
  const result: LogoFilesMoved = { moved: 0, removed: 0, failed: 0 };
  const dir = legacyLogosDir(dataDir);
  let entries: Dir;
  try {
    entries = await fs.opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  const owners = await ownersByName(db);
  const graceStart = Date.now() - LOGO_GRACE_MS;

  for await (const entry of entries) {
    const name = LOGO_FILE_NAME.exec(entry.name)?.[1];
    if (!name || !entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    try {
      const owner = owners.get(name) ?? null;
      if (owner === null) {
        const stats = await fs.stat(file);
        if (stats.mtimeMs < graceStart) {
          await unlinkGone(file);
          result.removed += 1;
          continue;
        }
      }
      const png = await fs.readFile(file);
      if (sniffImageType(png) !== 'png') throw new Error('not a PNG');
      await insertLogo(db, { name, organizationId: owner, png });
      await unlinkGone(file);
      result.moved += 1;
    } catch (error) {
      // Moved by another start while we looked: nothing left to do.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      result.failed += 1;
      log.warn(
        { err: error, file },
        'logo file not moved into the database; kept for the next start',
      );
    }
  }
  // Empty now, unless something was kept: then they stay, and so does the folder.
  await fs.rmdir(dir).catch(() => undefined);
  await fs.rmdir(path.dirname(dir)).catch(() => undefined);
  return result;
};
