import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { walDirOf } from './backup-layout.js';
import { isAlive } from '../../db/process-alive.js';

/** Segments, timeline histories and backup history files PostgreSQL archives. */
const ARCHIVED_NAME = /^[0-9A-F]{8}(?:[0-9A-F]{16}(?:\.partial|\.[0-9A-F]{8}\.backup)?|\.history)$/;

/** Writes a file and flushes it to disk before the rename that makes it visible. */
export const writeDurably = async (target: string, write: (file: string) => Promise<void>) => {
  const part = `${target}.part-${process.pid}`;
  try {
    await write(part);
    const handle = await fsp.open(part, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(part, target);
  } finally {
    await fsp.rm(part, { force: true });
  }
};

/** Claims of a process that died while shipping go back to the staging folder. */
const releaseAbandonedClaims = async (stagingDir: string, alive: (pid: number) => boolean) => {
  let names: string[];
  try {
    names = await fsp.readdir(stagingDir);
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^(.+)\.shipping-(\d+)$/.exec(name);
    if (!match || alive(Number(match[2]))) continue;
    await fsp
      .rename(path.join(stagingDir, name), path.join(stagingDir, match[1]!))
      .catch(() => undefined);
  }
};

/**
 * Moves every archived file from the staging folder into BACKUP_DIR/wal, gzipped (a segment of a
 * quiet minute is mostly zeros: 16 MB become a few KB). A file is claimed by renaming it first,
 * so two processes shipping at once never ship one twice, and it leaves the staging folder only
 * once its copy is on disk. Claims of a shipper that died meanwhile (killed between its rename
 * and its copy) go back first: PostgreSQL counts those segments archived already. Returns how
 * many files were shipped.
 */
export const shipWal = async (stagingDir: string, backupDir: string): Promise<number> => {
  await releaseAbandonedClaims(stagingDir, isAlive);
  let names: string[];
  try {
    names = await fsp.readdir(stagingDir);
  } catch {
    return 0;
  }
  const walDir = walDirOf(backupDir);
  await fsp.mkdir(walDir, { recursive: true });
  let shipped = 0;
  for (const name of names.filter((entry) => ARCHIVED_NAME.test(entry)).sort()) {
    const claimed = path.join(stagingDir, `${name}.shipping-${process.pid}`);
    try {
      await fsp.rename(path.join(stagingDir, name), claimed);
    } catch {
      continue; // another process took it
    }
    try {
      await writeDurably(path.join(walDir, `${name}.gz`), (file) =>
        pipeline(
          fs.createReadStream(claimed),
          createGzip({ level: 6 }),
          fs.createWriteStream(file),
        ),
      );
      await fsp.rm(claimed);
      shipped += 1;
    } catch (error) {
      // Back where it was: the next round tries again.
      await fsp.rename(claimed, path.join(stagingDir, name)).catch(() => undefined);
      throw error;
    }
  }
  return shipped;
};

/**
 * Ships every few seconds until stopped; a failure is retried at the next round, and logged once
 * per run of failures (not every five seconds while a disk is full), its end logged too.
 */
export const startWalShipper = (options: {
  stagingDir: string;
  backupDir: string;
  log: {
    warn: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  };
  everyMs?: number;
}) => {
  let running: Promise<unknown> = Promise.resolve();
  let failing = false;
  const round = () => {
    running = shipWal(options.stagingDir, options.backupDir).then(
      () => {
        if (failing) options.log.info({}, 'backups: shipping archived WAL works again');
        failing = false;
      },
      (error: unknown) => {
        if (!failing)
          options.log.warn({ err: error }, 'backups: shipping archived WAL failed; retrying');
        failing = true;
      },
    );
  };
  const timer = setInterval(round, options.everyMs ?? 5_000);
  timer.unref();
  return {
    /** Stops the rounds and ships what is left. */
    stop: async () => {
      clearInterval(timer);
      await running;
      round();
      await running;
    },
  };
};
