import { pino } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { behindPooler, sessionUrl } from '../db/pooler.js';
import { buildApp, defaultWebDist, type App } from '../app.js';
import { logSerializers } from '../http/log-serializers.js';
import { createJobSender } from '../lib/job-sender.js';
import { startJobQueue, type JobQueue } from '../modules/digest/index.js';
import { createMailer } from '../mail/mailer.js';
import { WORKER_SHUTDOWN_GRACE_MS } from './shutdown-grace.js';
import { isEmbeddedDatabase } from './worker-env.js';

/**
 * One server process (a cluster worker, decision 0058): the API and the web app on the port the
 * primary shares among its workers, and the job queue. The primary has started the database and
 * migrated it; it passes the database's URL in DATABASE_URL (and, behind a pooler, the direct one
 * in DATABASE_DIRECT_URL: decision 0064).
 */
export const runWorker = async (config: Config) => {
  const log = pino({ level: config.logLevel, serializers: logSerializers });

  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  let jobs: JobQueue | undefined;
  let serving = false;
  // The app's handle on the job queue ("back up now"), connected once the queue has started.
  const jobSender = createJobSender();
  let shuttingDown = false;

  const shutdown = async (reason: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // Still starting: no request to finish, and the pool's end would wait for the connections
    // start-up holds. They close with the process.
    if (!serving) process.exit(exitCode);
    log.info(`${reason}: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, WORKER_SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Both before the database: a digest in progress finishes (or is retried later), and the
      // requests in flight are answered, while it is still there.
      await Promise.all([jobs?.stop(), app?.close()]);
      await database?.close();
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      exitCode = 1;
    }
    clearTimeout(force);
    process.exit(exitCode);
  };

  // `on`, not `once`: a signal often arrives twice (a terminal's Ctrl-C reaches the whole process
  // group, and the primary passes it on too). The repeat must not kill us mid-shutdown; the
  // grace timer still ends a shutdown that hangs.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (error) => {
    log.error({ err: error }, 'unhandled promise rejection');
  });

  try {
    if (!config.databaseUrl) throw new Error('a worker needs DATABASE_URL from the primary');
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pooled: behindPooler(config),
      dataDir: config.dataDir,
      log,
    });
    app = await buildApp({
      db: database.db,
      config,
      logger: { level: config.logLevel },
      webDist: process.env.WEB_DIST ?? defaultWebDist(),
      embedded: isEmbeddedDatabase(process.env),
      jobs: jobSender,
    });
    // Before listening: once the server says it runs, its background jobs do too.
    // pg-boss keeps its own pool and takes a session advisory lock at start: past any pooler.
    jobs = await startJobQueue({
      connectionString: sessionUrl(config) ?? database.url,
      digests: {
        db: database.db,
        mailer: createMailer({
          config,
          db: database.db,
          log: (error, message) => log.warn({ err: error }, message),
        }),
        publicUrl: config.publicUrl,
        log: (error, message) => log.warn({ err: error }, message),
      },
      log,
    });
    jobSender.connect(jobs);
    // The primary opens the port once; every worker accepts from the same socket (primary.ts).
    await app.listen({ port: config.port, host: config.host });
    serving = true;
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(`\nA Toolyard worker could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
};
