import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { registerAuthGuard } from './http/auth-guard.js';
import { registerReadYourWrites } from './http/read-your-writes.js';
import { registerControlCharacterGuard } from './http/control-characters.js';
import { registerLargeAnswerStreaming } from './http/large-answers.js';
import { registerIdempotency } from './http/idempotency.js';
import { startProcessPresence } from './data/process-presence.js';
import { registerOrganizationShare } from './http/organization-share.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerOpenApiErrors, schemaComponents } from './http/openapi-errors.js';
import { logSerializers } from './http/log-serializers.js';
import { registerWebApp } from './http/web-app.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCachePolicy } from './http/cache-policy.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { registerCompression } from './http/compression.js';
import { authRoutes } from './modules/auth/index.js';
import { healthRoutes } from './modules/health/index.js';
import { metricsRoutes } from './modules/health/index.js';
import { createMetrics } from './modules/health/index.js';
import { labelRoutes } from './modules/labels/index.js';
import { bulkActionRoutes } from './modules/bulk-actions/index.js';
import { publicConfigRoutes } from './modules/system/index.js';
import { organizationRoutes } from './modules/organizations/index.js';
import { userRoutes } from './modules/users/index.js';
import { countRoutes } from './modules/counts/index.js';
import { uploadRoutes } from './modules/uploads/index.js';
import { branchRoutes } from './modules/branches/index.js';
import { siteRoutes } from './modules/sites/index.js';
import { reservationRoutes } from './modules/reservations/index.js';
import { toolLogRoutes, toolRoutes } from './modules/tools/index.js';
import { vehicleLogRoutes, vehicleRoutes } from './modules/vehicles/index.js';
import { storageRoutes } from './modules/storage/index.js';
import { parkingRoutes } from './modules/parking/index.js';
import { workerRoutes } from './modules/worker/index.js';
import { maintenanceRecordRoutes } from './modules/maintenance-records/index.js';
import { damageRoutes } from './modules/damage/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { eventRoutes } from './modules/events/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { mailLogRoutes } from './modules/mail-log/index.js';
import { backupRoutes } from './modules/backups/index.js';
import { noticeRoutes } from './modules/notices/index.js';
import { exportRoutes } from './modules/exports/index.js';
import { importRoutes } from './modules/imports/index.js';
import { registerMaintenance } from './modules/maintenance/index.js';
import { createEventBus } from './bus/event-bus.js';
import { listenPoolFor } from './bus/listen-pool.js';
import { createReplicaRouter } from './db/replica-router.js';
import { behindPooler } from './db/pooler.js';
import { createReader } from './http/replica-reads.js';
import { createOpenStreams } from './modules/events/index.js';
import { createSessionCache } from './sessions/session-cache.js';
import { createPdfPool } from './pdf/pdf-pool.js';
import { forgetCounts, trustCounts } from './data/match-counts.js';
import { createJobSender } from './lib/job-sender.js';
import { openOutbox } from './mail/mail-outbox.js';
import { createMailer } from './mail/mailer.js';

export type { AppDeps };

export type BuildAppOptions = Pick<AppDeps, 'db' | 'config'> &
  // Left out (tests, tools): not the embedded database, and no job queue to send to.
  Partial<Pick<AppDeps, 'embedded' | 'jobs'>> & {
    logger?: FastifyServerOptions['logger'];
    /** Folder of the built SPA; when unset or missing, only the API is served. */
    webDist?: string;
  };

export const BODY_LIMIT_BYTES = 1024 * 1024;

export const defaultWebDist = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Our serializers on any logger given: no query parameters or secrets in a log line. */
const withSafeSerializers = (logger: BuildAppOptions['logger']): FastifyLoggerOptions | false => {
  if (!logger) return false;
  const given = logger === true ? {} : (logger as FastifyLoggerOptions);
  return {
    ...given,
    serializers: logSerializers as unknown as FastifyLoggerOptions['serializers'],
  };
};

export const buildApp = async (options: BuildAppOptions) => {
  const { db, config } = options;
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // Unset, the socket address is the client: a made-up X-Forwarded-For cannot dodge rate
    // limits. Behind a proxy, TRUST_PROXY names it (http/client-address.ts, decision 0056).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep-alive connections that are idle close at once on shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Once shutdown begins, answers to requests still in flight close their connection, so the
  // server is not kept open by keep-alive sockets that just finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Node closes the keep-alive connections that are idle when the close begins; one busy then
    // (its answer written before `closing` was set, so without "connection: close") goes idle a
    // moment later and would hold the close open until its keep-alive timeout. Close those too.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // The spec's client sends a JSON content type on every call, also with an empty body (logout,
  // confirm, impersonate). Fastify's parser refuses that; an empty body simply means none.
  // Non-empty bodies keep Fastify's own parser, with its prototype-poisoning protection.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app);
  // No API answer is kept by a browser or proxy (decision 0055).
  registerCachePolicy(app);

  // Streaming replicas for the reads that tolerate them, read-your-writes by the caller's last
  // write position (decision 0064). Without DATABASE_REPLICA_URL: the primary, nothing probed.
  const readReplicas = createReplicaRouter({
    primary: db,
    urls: config.replicaUrls,
    maxLagMs: config.replicaMaxLagMs,
    log: app.log,
    pooled: behindPooler(config),
    strict: config.env !== 'production',
  });
  app.decorate('readReplicas', readReplicas);
  app.addHook('onClose', async () => readReplicas.close());
  // The operator's view (decision 0067): the replicas as their router sees them, this process's
  // event streams and, with METRICS_TOKEN, the metrics. Their hook comes before every route, so
  // every answer counts.
  const streams = createOpenStreams();
  const metrics = config.metricsToken
    ? createMetrics({ db, replicas: readReplicas, streams, backupDir: config.backup.dir })
    : undefined;
  if (metrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Toolyard API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Named schemas (the error body) become components the operations refer to.
    transformObject: schemaComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Before any route plugin: Fastify copies the error handler into each plugin at registration.
  const spa = options.webDist ? await registerWebApp(app, options.webDist) : false;
  registerErrorHandler(app, { spa });
  // One LISTEN connection per process: live events, ended sessions, changed accounts. Past the
  // pooler when there is one: LISTEN needs a session of its own (decision 0064).
  const listening = listenPoolFor(db, config, app.log);
  const bus = createEventBus(listening.pool, app.log);
  app.addHook('onClose', async () => {
    bus.close();
    await listening.close();
  });
  const reader = createReader(readReplicas, db);
  const sessions = createSessionCache({ db, bus });
  app.decorate('sessionCache', sessions);
  // The lists' kept counts (data/match-counts.ts) go with every change announced, and are kept
  // only while changes are heard.
  bus.watchAuthChanges({ onAuthChange: () => {}, onConnection: (on) => trustCounts(db, on) });
  void bus
    .subscribe({ onEvent: () => forgetCounts(db), onResync: () => forgetCounts(db) })
    .catch(() => undefined);
  registerAuthGuard(app, sessions.resolve);
  // Right after the guard has said who asks: one organization's load is never everyone's (0057).
  registerOrganizationShare(app);
  registerReadYourWrites(
    app,
    sessions.settled,
    () => forgetCounts(db),
    readReplicas.enabled ? readReplicas.position : undefined,
  );
  // This process, marked alive while it runs: a key it claimed is free once it is gone (0069).
  const presence = await startProcessPresence(db, app.log);
  app.addHook('onClose', async () => presence.close());
  // Before the error documentation: its 409 and 422 join the routes' own answers.
  registerIdempotency(app, db, presence.id);
  registerOpenApiErrors(app);
  registerControlCharacterGuard(app);
  registerLargeAnswerStreaming(app);
  // After the idempotency hooks (a kept answer is plain JSON) and before every API route: the
  // web app's files, registered above, keep their own precompressed serving.
  await registerCompression(app);
  // Reports and label sheets share the workers, their queue and their limits (decision 0010).
  const pdfPool = createPdfPool(app.log);
  app.addHook('onClose', async () => pdfPool.close());
  const mailLog = (error: unknown, message: string) => app.log.error({ err: error }, message);
  // One mailer per process, with the quotas (decision 0054); null without SMTP_URL.
  const mailer = createMailer({ config, db, log: mailLog });
  // Every process sends the outbox's mail; the rows say which is whose (decision 0074).
  const mail = openOutbox({ db, config, log: mailLog, mailer });
  app.addHook('onClose', mail.close);
  const deps: AppDeps = {
    db,
    reader,
    config,
    bus,
    sessions,
    pdfPool,
    embedded: options.embedded ?? false,
    jobs: options.jobs ?? createJobSender(),
    outbox: mail.outbox,
    mailer,
  };
  await app.register(healthRoutes, { prefix: '/api', ...deps, replicas: readReplicas });
  // Not under /api: the scraper's, not the app's (modules/health/metrics-routes.ts).
  await app.register(metricsRoutes, { token: config.metricsToken, metrics });
  await app.register(publicConfigRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api/auth', ...deps });
  await app.register(organizationRoutes, { prefix: '/api', ...deps });
  await app.register(userRoutes, { prefix: '/api/users', ...deps });
  await app.register(countRoutes, { prefix: '/api', ...deps });
  await app.register(uploadRoutes, deps);
  await app.register(branchRoutes, { prefix: '/api/branches', ...deps });
  await app.register(siteRoutes, { prefix: '/api/sites', ...deps });
  await app.register(toolRoutes, { prefix: '/api/tools', ...deps });
  await app.register(toolLogRoutes, { prefix: '/api', ...deps });
  await app.register(vehicleRoutes, { prefix: '/api/vehicles', ...deps });
  await app.register(vehicleLogRoutes, { prefix: '/api', ...deps });
  await app.register(storageRoutes, { prefix: '/api/storage-units', ...deps });
  await app.register(parkingRoutes, { prefix: '/api/parking-locations', ...deps });
  await app.register(labelRoutes, { prefix: '/api/labels', ...deps });
  await app.register(bulkActionRoutes, { prefix: '/api/bulk-actions', ...deps });
  await app.register(workerRoutes, { prefix: '/api', ...deps });
  await app.register(maintenanceRecordRoutes, { prefix: '/api', ...deps });
  await app.register(damageRoutes, { prefix: '/api', ...deps });
  await app.register(reportRoutes, { prefix: '/api/reports', ...deps });
  await app.register(reservationRoutes, { prefix: '/api/reservations', ...deps });
  await app.register(dashboardRoutes, { prefix: '/api', ...deps });
  await app.register(notificationRoutes, { prefix: '/api/ai', ...deps });
  await app.register(mailLogRoutes, { prefix: '/api/mail-log', ...deps });
  await app.register(backupRoutes, { prefix: '/api/backups', ...deps });
  await app.register(noticeRoutes, { prefix: '/api/notices', ...deps });
  await app.register(eventRoutes, { prefix: '/api', ...deps, streams });
  await app.register(exportRoutes, { prefix: '/api', ...deps });
  await app.register(importRoutes, { prefix: '/api', ...deps });
  // Purges ended rate-limit windows and sessions and unused logo files, from ready until close.
  registerMaintenance(app, deps);

  await app.ready();
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
