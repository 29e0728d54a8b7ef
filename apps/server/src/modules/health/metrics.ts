import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { OpenStreams } from '../events/index.js';
import { probeLastBackup } from '../backups/index.js';
import { probeJobQueue } from './probes.js';
import type { ReplicaRouter } from '../../db/replica-router.js';

type MetricsDeps = {
  db: Database;
  replicas: Pick<ReplicaRouter, 'probe'>;
  streams: OpenStreams;
  backupDir: string;
};

/**
 * The route's pattern (`/api/tools/:id`), never the path asked for: a label's values must stay
 * few, and an id in one would make a series per record. Outside the API everything is a static
 * file — the web app's (one route per file, renamed at every build) or a logo — and one label.
 * A request no route took (a 404, or the web app's page for a client-side route) has none.
 */
const routeLabel = (request: FastifyRequest) => {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return '(no route)';
  if (pattern === '/metrics' || pattern === '/api' || pattern.startsWith('/api/')) return pattern;
  return '(static)';
};

/**
 * One registry per app (not prom-client's global one: tests build several apps in a process).
 * Built only where METRICS_TOKEN is set: the default collectors start an event-loop monitor and
 * a GC observer that nothing stops, which an app that never answers /metrics should not carry.
 *
 * Every series carries the process's `pid` (as its log lines do): under the cluster each scrape
 * reaches one of the server processes, and without it a counter would seem to jump back whenever
 * the next scrape reached another one (decision 0067).
 */
export const createMetrics = (deps: MetricsDeps) => {
  const registry = new Registry();
  registry.setDefaultLabels({ pid: String(process.pid) });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers,
  });

  // The pool's counts as pg keeps them, read at each scrape.
  const pool = deps.db.$client;
  new Gauge({
    name: 'toolyard_db_pool_total',
    help: "Connections this process's database pool holds, busy or idle",
    registers,
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: 'toolyard_db_pool_idle',
    help: "Connections of this process's database pool that are idle",
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'toolyard_db_pool_waiting',
    help: "Queries waiting for a connection of this process's database pool",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'toolyard_event_streams_open',
    help: 'Live event streams (Server-Sent Events) this process has open',
    registers,
    collect() {
      this.set(deps.streams.count());
    },
  });

  // Read from the database and BACKUP_DIR at each scrape, side by side, each bounded (probes.ts).
  const jobQueueUp = new Gauge({
    name: 'toolyard_job_queue_up',
    help: "1 when the job queue's tables answer, 0 when not",
    registers,
  });
  const queuedJobs = new Gauge({
    name: 'toolyard_job_queue_queued_jobs',
    help: 'Jobs waiting to run (created or waiting for a retry), all queues; NaN when unknown',
    registers,
  });
  const failedJobs = new Gauge({
    name: 'toolyard_job_queue_failed_jobs_24h',
    help: 'Jobs that failed for good in the last 24 hours; NaN when unknown',
    registers,
  });
  const replicaUp = new Gauge({
    name: 'toolyard_replica_up',
    help: 'Per DATABASE_REPLICA_URL entry (its place in the list, from 0): 1 when it answers',
    labelNames: ['replica'] as const,
    registers,
  });
  const replicaLag = new Gauge({
    name: 'toolyard_replica_lag_seconds',
    help: 'Per DATABASE_REPLICA_URL entry: how far its replay is behind; NaN when unknown',
    labelNames: ['replica'] as const,
    registers,
  });
  const backupAge = new Gauge({
    name: 'toolyard_last_backup_age_seconds',
    help: 'Seconds since the newest good base backup finished; NaN when there is none',
    registers,
  });

  const refresh = async () => {
    const [jobQueue, replicas, backup] = await Promise.all([
      probeJobQueue(deps.db),
      deps.replicas.probe(),
      probeLastBackup(deps.backupDir),
    ]);
    jobQueueUp.set(jobQueue.status === 'up' ? 1 : 0);
    queuedJobs.set(jobQueue.queued ?? Number.NaN);
    failedJobs.set(jobQueue.failedLast24h ?? Number.NaN);
    for (const replica of replicas) {
      const labels = { replica: String(replica.replica) };
      replicaUp.set(labels, replica.status === 'up' ? 1 : 0);
      replicaLag.set(labels, replica.lagMs === null ? Number.NaN : replica.lagMs / 1000);
    }
    backupAge.set(backup.at ? (Date.now() - backup.at.getTime()) / 1000 : Number.NaN);
  };

  return {
    contentType: registry.contentType,
    /** For the onResponse hook of every request (app.ts). */
    observe: (request: FastifyRequest, reply: FastifyReply) => {
      requestDuration.observe(
        {
          route: routeLabel(request),
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    },
    /** The exposition text, with the values read at scrape time fresh. */
    scrape: async () => {
      await refresh();
      return registry.metrics();
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
