import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../lib/domain-errors.js';
import type { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time: both sides are hashed
 * first, so neither the comparison nor its length tells how much of a guess was right.
 */
const carriesToken = (request: FastifyRequest, token: string) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
};

/**
 * GET /metrics, Prometheus' text format — outside /api: it is for the operator's scraper, not
 * the app, and is neither documented with the API nor cached nor compressed like it. Without
 * METRICS_TOKEN it does not exist (404); with it, only that token opens it (401 otherwise).
 *
 * Under the cluster (WEB_CONCURRENCY > 1) the processes share the port, so each scrape reaches
 * one of them: request durations, the pool, event streams and process figures are that
 * process's (its `pid` label says which); the job queue, replicas and backup are the same from
 * any. They are not summed across processes (decision 0067).
 */
export const metricsRoutes: FastifyPluginAsync<{
  token: string | undefined;
  metrics: Metrics | undefined;
}> = async (app, { token, metrics }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined || metrics === undefined) throw notFound();
    if (!carriesToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    const text = await metrics.scrape();
    return reply.type(metrics.contentType).send(text);
  });
};
