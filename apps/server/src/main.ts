import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { buildApp, defaultWebDist, type App } from './app.js';
import { logSerializers } from './http/log-serializers.js';
import { ensureSuperadmin } from './modules/users/bootstrap-superadmin.js';
import { startJobQueue, type JobQueue } from './modules/digest/job-queue.js';
import { createMailer } from './modules/notifications/mailer.js';

const SHUTDOWN_GRACE_MS = 10_000;

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const main = async () => {
  const config = readConfig();
  const log = pino({ level: config.logLevel, serializers: logSerializers });

  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  let jobs: JobQueue | undefined;
  let shuttingDown = false;

  const shutdown = async (reason: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${reason}: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
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

  // `on`, not `once`: a signal often arrives twice (a terminal's Ctrl-C reaches both `npm start`
  // and us, and the wrapper forwards it too). The repeat must not kill us mid-shutdown; the
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
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log,
    });
    log.info(
      database.embedded ? 'embedded PostgreSQL started' : 'connected to PostgreSQL at DATABASE_URL',
    );
    await runMigrations(database.pool);

    if (config.superadmin) {
      const result = await ensureSuperadmin(database.db, config.superadmin);
      if (result.created) log.info(`superadmin "${result.username}" created`);
      else if (result.reason !== 'exists') log.error(`superadmin not created: ${result.detail}`);
    }

    app = await buildApp({
      db: database.db,
      config,
      logger: { level: config.logLevel },
      webDist: process.env.WEB_DIST ?? defaultWebDist(),
    });
    // Before listening: once the server says it runs, its background jobs do too.
    jobs = await startJobQueue({
      connectionString: database.url,
      digests: {
        db: database.db,
        mailer: createMailer(config),
        publicUrl: config.publicUrl,
        log: (error, message) => log.warn({ err: error }, message),
      },
      log,
    });
    await app.listen({ port: config.port, host: config.host });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
    console.log(`\n  Toolyard is running at http://${shownHost}:${port}\n`);
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    console.error(`\nToolyard could not start: ${(error as Error).message}\n`);
    await jobs?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
};

void main();
