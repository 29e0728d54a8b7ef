import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { sessionUrl } from '../db/pooler.js';
import { logSerializers } from '../http/log-serializers.js';
import { archiveStagingDirOf } from '../db/wal-archive.js';
import { alertSuperadmins } from '../modules/backups/index.js';
import { startEmbeddedBackups } from '../modules/backups/index.js';
import { createMailer } from '../mail/mailer.js';
import { ensureSuperadmin } from '../modules/users/index.js';
import { moveLogoFiles } from '../modules/uploads/index.js';
import { createRestartPolicy } from './restart-policy.js';
import { WORKERS_STOP_TIMEOUT_MS } from './shutdown-grace.js';
import { embeddedDatabaseEnv } from './worker-env.js';

/**
 * A worker's connections at most: its pool (10), the job queue's (3), and room to spare. The
 * embedded PostgreSQL is started with enough for all of them (decision 0058).
 */
const CONNECTIONS_PER_WORKER = 15;
const SPARE_CONNECTIONS = 30;
const EMBEDDED_MIN_CONNECTIONS = 200;

/**
 * A worker that stopped cleanly (or of SIGTERM/SIGINT) without our asking was signalled directly:
 * most often by a terminal's Ctrl-C, which reaches us in the same moment. Waiting this long
 * before replacing it lets that signal's shutdown begin first, so no worker starts only to stop.
 */
const SIGNALLED_WORKER_RESTART_DELAY_MS = 1_000;

/** A signal we sent, or the terminal's Ctrl-C reaching a worker still loading: a clean stop. */
const stoppedCleanly = (code: number | null, signal: string | null) =>
  code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';

/**
 * The primary process (decision 0058): starts the database once (the embedded one, unless
 * DATABASE_URL is set), migrates it, then runs `config.workers` server processes that share the
 * port, replaces those that die (restart-policy.ts), and on SIGTERM/SIGINT lets each finish its
 * requests in flight before it stops the database and exits.
 */
export const runPrimary = async (config: Config) => {
  const log = pino({ level: config.logLevel, serializers: logSerializers });
  const policy = createRestartPolicy();
  const warnLog = (error: unknown, message: string) => log.warn({ err: error }, message);
  const startedAt = new Map<Worker, number>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let database: DatabaseHandle | undefined;
  let backups: { stop: () => Promise<void> } | undefined;
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  let allExited: (() => void) | undefined;

  const startUp = (async () => {
    // Migrations hold a session advisory lock: straight to the primary, past any pooler (0064).
    database = await openDatabase({
      databaseUrl: sessionUrl(config),
      dataDir: config.dataDir,
      log,
      maxConnections: Math.max(
        EMBEDDED_MIN_CONNECTIONS,
        SPARE_CONNECTIONS + config.workers * CONNECTIONS_PER_WORKER,
      ),
    });
    log.info(
      database.embedded
        ? 'embedded PostgreSQL started'
        : `connected to PostgreSQL at ${config.databaseDirectUrl ? 'DATABASE_DIRECT_URL' : 'DATABASE_URL'}`,
    );
    // Once, here, rather than in every worker (they would only wait for each other's lock).
    await runMigrations(database.pool);
    if (config.superadmin) {
      const result = await ensureSuperadmin(database.db, config.superadmin);
      if (result.created) log.info(`superadmin "${result.username}" created`);
      else if (result.reason !== 'exists') log.error(`superadmin not created: ${result.detail}`);
    }
    // Logo files of earlier releases, into the database (decision 0066): before any worker serves.
    const logos = await moveLogoFiles(database.db, config.dataDir, log);
    if (logos.moved + logos.removed + logos.failed > 0)
      log.info({ logos }, 'logo files moved into the database; unused ones removed');
    if (database.clusterDir) {
      backups = await startEmbeddedBackups({
        url: database.url,
        clusterDir: database.clusterDir,
        stagingDir: archiveStagingDirOf(database.clusterDir),
        dataDir: config.dataDir,
        backupDir: config.backup.dir,
        keepDays: config.backup.keepDays,
        log,
        onFailure: (failure) =>
          alertSuperadmins(
            {
              db: database!.db,
              mailer: createMailer({ config, db: database!.db, log: warnLog }),
              log: warnLog,
            },
            failure,
          ),
      });
    }
    return database;
  })();

  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of restartTimers) clearTimeout(timer);
    log.info(
      `${reason}: stopping the workers (each finishes its requests in flight), then the database`,
    );
    const force = setTimeout(() => {
      log.error('workers took too long to stop; killing them');
      exitCode = 1;
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, WORKERS_STOP_TIMEOUT_MS);
    force.unref();
    const exited = new Promise<void>((resolve) => (allExited = resolve));
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size > 0) await exited;
    clearTimeout(force);
    try {
      // A signal during start-up: let the database finish starting, then stop it properly.
      await startUp.catch(() => undefined);
      await backups?.stop();
      await database?.close();
      log.info('database closed');
    } catch (error) {
      log.error({ err: error }, 'error while closing the database');
      exitCode = 1;
    }
    process.exit(exitCode);
  };

  const startWorker = (env: Record<string, string>) => {
    const worker = cluster.fork(env);
    const workerPid = worker.process.pid;
    startedAt.set(worker, Date.now());
    log.info({ workerPid }, 'worker started');
    worker.on('listening', (address) => {
      policy.served();
      log.info({ workerPid }, 'worker listening');
      if (announced) return;
      announced = true;
      const shownHost =
        config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      console.log(`\n  Toolyard is running at http://${shownHost}:${address.port}\n`);
    });
    worker.on('exit', (code, signal) => {
      const livedMs = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      if (stopping) {
        if (!stoppedCleanly(code, signal)) exitCode = 1;
        log.info({ workerPid, code, signal }, 'worker stopped');
        if (startedAt.size === 0) allExited?.();
        return;
      }
      const decision = policy.afterDeath({ livedMs, at: Date.now() });
      if (!decision.restart) {
        log.fatal({ workerPid, code, signal }, `worker exited; giving up: ${decision.reason}`);
        console.error(`\nToolyard stopped: ${decision.reason} (see the log above).\n`);
        void shutdown('giving up', 1);
        return;
      }
      const restartInMs = Math.max(
        decision.delayMs,
        stoppedCleanly(code, signal) ? SIGNALLED_WORKER_RESTART_DELAY_MS : 0,
      );
      log.warn({ workerPid, code, signal, restartInMs }, 'worker exited; starting another');
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) startWorker(env);
      }, restartInMs);
      restartTimers.add(timer);
    });
  };

  // Whoever read our output may be gone (a closed terminal, a test runner that ended). A failed
  // write must not become an uncaught exception: the supervisor has to stay able to stop.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  // `on`, not `once`: a terminal's Ctrl-C reaches us and the start script forwards it too.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception in the primary');
    void shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (error) => {
    log.error({ err: error }, 'unhandled promise rejection');
  });

  let ready: DatabaseHandle;
  try {
    ready = await startUp;
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(`\nToolyard could not start: ${(error as Error).message}\n`);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
  if (stopping) return;
  // Each worker accepts its connections from the shared socket itself, instead of the primary
  // accepting and handing them over (Node's default): a connection handed to a worker that has
  // just died would hang unanswered, one waiting in the socket's queue goes to a living worker.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Workers reach the database the primary started (or DATABASE_URL's, maybe a pooler) at this
  // URL, with the direct address for their sessions and the replicas for their reads (0064).
  const env = {
    DATABASE_URL: config.databaseUrl ?? ready.url,
    DATABASE_DIRECT_URL: ready.embedded ? '' : (config.databaseDirectUrl ?? ''),
    DATABASE_REPLICA_URL: config.replicaUrls.join(','),
    ...embeddedDatabaseEnv(ready.embedded),
  };
  for (let i = 0; i < config.workers; i += 1) startWorker(env);
};
