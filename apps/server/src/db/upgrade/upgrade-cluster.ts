import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  clusterMajorOf,
  newerClusterMessage,
  postgresMajorOf,
  UPGRADE_COMMAND,
} from '../cluster-version.js';
import {
  resolveClusterDir,
  runningOwnerOf,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../embedded-postgres.js';
import { runMigrations } from '../migrate.js';
import { resolveBinaries } from '../postgres-binaries.js';
import { resolveRunAs } from '../postgres-user.js';
import { otherDatabasesOf } from './catalog.js';
import { assertRoomForCopy } from './free-space.js';
import {
  installJobQueueSchema,
  jobQueueSchemaOf,
  updateJobQueueSchema,
} from './job-queue-schema.js';
import { moveRows, type MovedRows } from './move-rows.js';
import { nativeDirOfMajor } from './old-binaries.js';
import { stampOf } from '../../lib/file-stamp.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** The database the embedded cluster holds for Toolyard (db/client.ts opens it by this name). */
const DATABASE = 'toolyard';

export type UpgradeResult =
  | { upgraded: false; clusterDir: string; major: number }
  | ({
      upgraded: true;
      clusterDir: string;
      from: number;
      to: number;
      /** The earlier major's cluster, moved aside as it was: the backup. */
      keptAt: string;
    } & MovedRows);

const migrate = async (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * An upgrade killed half-way leaves its unfinished cluster beside the real one. It is named, not
 * deleted: killed between its two renames, it is the verified new cluster and the real one is
 * gone.
 */
const warnOfLeftovers = (clusterDir: string, log: Log) => {
  const parent = path.dirname(clusterDir);
  if (!fs.existsSync(parent)) return;
  const prefix = `${path.basename(clusterDir)}.upgrading-`;
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix) || name.endsWith('.log') || name.endsWith('.owner')) continue;
    log.warn(
      `${path.join(parent, name)} was left by an upgrade that did not finish. If ${clusterDir} ` +
        'is missing, that upgrade had verified it: rename it to that name. Otherwise remove it.',
    );
  }
};

const removeUnfinished = (dir: string) => {
  for (const target of [dir, `${dir}.log`, `${dir}.owner`])
    fs.rmSync(target, { recursive: true, force: true });
};

const moveIfThere = (from: string, to: string) => {
  if (fs.existsSync(from)) fs.renameSync(from, to);
};

/**
 * `npm run db:upgrade` (decision 0068): moves the embedded database made by an earlier
 * PostgreSQL major to the one this Toolyard runs. The old cluster runs on its own major's
 * binaries and is brought up to our migrations; a new cluster is made beside it with the same
 * migrations and pg-boss's schema; every row is copied and each table's count and checksum
 * compared. Only then is the old folder moved aside (kept, never deleted: it is the backup) and
 * the new one moved in. Anything that fails removes the new cluster and leaves the old in place.
 */
export const upgradeDatabase = async (options: {
  dataDir: string;
  log: Log;
  /** The current binaries' native folder; by default the installed package's. */
  nativeDir?: string;
}): Promise<UpgradeResult> => {
  const { log } = options;
  const dataDir = path.resolve(options.dataDir);
  const runAs = resolveRunAs();
  const clusterDir = resolveClusterDir(dataDir, runAs, log);
  warnOfLeftovers(clusterDir, log);
  const from = clusterMajorOf(clusterDir);
  if (from === undefined)
    throw new Error(`There is no embedded database in ${clusterDir} to upgrade.`);
  const binaries = await resolveBinaries({ runAs, log, nativeDir: options.nativeDir });
  const to = await postgresMajorOf(binaries.postgres);
  if (from === to) return { upgraded: false, clusterDir, major: to };
  if (from > to) throw new Error(newerClusterMessage(clusterDir, from, to));
  const owner = runningOwnerOf(clusterDir);
  if (owner !== undefined)
    throw new Error(
      `Toolyard is running (PID ${owner}) on the database in ${clusterDir}: stop it first, ` +
        `then run \`${UPGRADE_COMMAND}\` again.`,
    );
  const oldNativeDir = await nativeDirOfMajor(from);
  assertRoomForCopy(clusterDir);

  const stamp = stampOf(new Date());
  const upgrading = `${clusterDir}.upgrading-${stamp}`;
  const keptAt = `${clusterDir}.v${from}-${stamp}`;

  log.info(`Starting the PostgreSQL ${from} database in ${clusterDir} on its own binaries`);
  // Its start refuses, as a server's does, while another Toolyard process owns the cluster.
  const old = await startEmbeddedPostgres({
    dataDir,
    database: DATABASE,
    log,
    nativeDir: oldNativeDir,
  });
  let next: EmbeddedPostgres | undefined;
  let moved: MovedRows;
  try {
    log.info("Bringing it up to this Toolyard's migrations");
    await migrate(old.url);
    let queue = await withClient(old.url, jobQueueSchemaOf);
    if (queue) {
      // As a server's start would: pg-boss brings its tables to its own version.
      await updateJobQueueSchema(old.url);
      queue = await withClient(old.url, jobQueueSchemaOf);
    }
    const others = await withClient(old.adminUrl, (client) => otherDatabasesOf(client, DATABASE));
    if (others.length > 0)
      log.warn(
        `Only the database "${DATABASE}" moves; ${others.join(', ')} stay in the kept ` +
          `PostgreSQL ${from} folder only.`,
      );

    next = await startEmbeddedPostgres({
      dataDir,
      clusterDir: upgrading,
      database: DATABASE,
      log,
      nativeDir: options.nativeDir,
    });
    await migrate(next.url);
    if (queue) {
      await installJobQueueSchema(next.url, queue.queues);
      const installed = await withClient(next.url, jobQueueSchemaOf);
      if (installed?.version !== queue.version)
        throw new Error(
          `pg-boss's tables are at version ${queue.version} in the old database and ` +
            `${installed?.version} in the new one.`,
        );
    }

    log.info("Copying every table's rows");
    moved = await moveRows({ from: old.url, to: next.url, log });
    await next.stop();
    await old.stop();
  } catch (error) {
    await next?.stop().catch(() => undefined);
    await old.stop().catch(() => undefined);
    removeUnfinished(upgrading);
    throw new Error(
      `${(error as Error).message}\nThe upgrade stopped: the unfinished PostgreSQL ${to} ` +
        `cluster was removed, and the PostgreSQL ${from} database in ${clusterDir} stays in place.`,
      { cause: error },
    );
  }

  fs.renameSync(clusterDir, keptAt);
  moveIfThere(`${clusterDir}.log`, `${keptAt}.log`);
  fs.renameSync(upgrading, clusterDir);
  moveIfThere(`${upgrading}.log`, `${clusterDir}.log`);
  return { upgraded: true, clusterDir, from, to, keptAt, ...moved };
};
