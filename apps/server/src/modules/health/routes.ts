import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthyResponseSchema,
  readinessResponseSchema,
  unhealthyResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { checkReadiness } from './readiness.js';
import { probeDatabase } from './probes.js';
import type { ReplicaRouter } from '../../db/replica-router.js';

export const healthRoutes: FastifyPluginAsyncZod<
  AppDeps & { replicas: Pick<ReplicaRouter, 'probe'> }
> = async (app, deps) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '200 when the database answers, 503 when it does not',
        response: { 200: healthyResponseSchema, 503: unhealthyResponseSchema },
      },
    },
    async (_request, reply) => {
      // Bounded like every probe: a database that hangs answers 503 within 2 s.
      const database = await probeDatabase(deps.db);
      if (database.status === 'up') return { status: 'ok' as const, database: 'up' as const };
      return reply.status(503).send({ status: 'unavailable' as const, database: 'down' as const });
    },
  );

  // For a load balancer and an operator: public like /health (it names no address and no
  // secret), and bounded: every probe at once, each within 2 s; the replicas as their router
  // last probed them (decision 0067).
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          '200 when this server process can serve (its database answers), 503 when not; either way the state of the database, the replicas, the job queue and the last backup',
        response: {
          200: readinessResponseSchema.describe('Ready'),
          503: readinessResponseSchema.describe('Not ready: the database does not answer'),
        },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({
        db: deps.db,
        replicas: deps.replicas,
        backupDir: deps.config.backup.dir,
      });
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
