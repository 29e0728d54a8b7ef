import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Who the embedded PostgreSQL runs as, and what that user may reach. PostgreSQL refuses to run
 * as root; as root we run it as the `postgres` system user, and everything it touches (its
 * binaries, cluster and socket folder) must then be reachable by that user.
 */

/** The user the server runs as; undefined when it simply runs as we do. */
export type RunAs = { uid: number; gid: number } | undefined;

export const SUPERUSER = 'postgres';

/** Root-owned home for what the postgres user needs outside a folder it cannot enter. */
export const TOOLYARD_VAR_DIR = '/var/lib/toolyard';

export const resolveRunAs = (): RunAs => {
  if (os.userInfo().uid !== 0) return undefined;
  const idOf = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
};

/**
 * Does `stat` grant `runAs` every bit of `bits` (4 read, 2 write, 1 execute)? As the kernel
 * does: the owner class if it owns the file, else the group class, else everyone's. Node drops
 * supplementary groups when it spawns with a uid, so the primary group is the only one.
 */
export const permits = (stat: fs.Stats, runAs: NonNullable<RunAs>, bits: number): boolean => {
  if (stat.uid === runAs.uid) return ((stat.mode >> 6) & bits) === bits;
  if (stat.gid === runAs.gid) return ((stat.mode >> 3) & bits) === bits;
  return (stat.mode & bits) === bits;
};

/** Can `runAs` reach `target`? Every folder above it needs the execute bit for that user. */
export const traversable = (target: string, runAs: RunAs): boolean => {
  if (!runAs) return true;
  let current = path.dirname(path.resolve(target));
  for (;;) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(current);
    } catch {
      return false;
    }
    if (!permits(stat, runAs, 0o1)) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
};

/** Can `runAs` reach `target` and use it with `bits` (e.g. 0o5 to list a folder, 0o1 to run)? */
export const usable = (target: string, runAs: RunAs, bits: number): boolean => {
  if (!runAs) return true;
  if (!traversable(target, runAs)) return false;
  try {
    return permits(fs.statSync(target), runAs, bits);
  } catch {
    return false;
  }
};

/**
 * /var/lib/toolyard: made 0755 whatever the umask, so the postgres user can pass through it.
 * Root runs what it holds (through the postgres user), so it must be root's alone: a folder
 * that someone else owns or may write into is refused rather than trusted.
 */
export const ensureRootOwnedDir = (dir: string) => {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  assertRootOwned(dir);
  fs.chmodSync(dir, 0o755);
};

export const assertRootOwned = (dir: string) => {
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || stat.mode & 0o022) {
    throw new Error(
      `${dir} must be a folder owned by root that only root may write to; ` +
        'remove it or fix its owner and mode, then start again.',
    );
  }
};
