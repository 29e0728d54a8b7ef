import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessResponseSchema, unhealthyResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { checkReadiness } from './readiness.js';
import { probeDatabase } from './probes.js';
import type { ReplicaRouter } from '../../db/replica-router.js';
import { healthApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const healthRoutes: FastifyPluginAsyncZod<
  AppDeps & { replicas: Pick<ReplicaRouter, 'probe'> }
> = async (app, deps) => {
  route(
    app,
    healthApi.health,
    async (_request, reply) => {
      // Bounded like every probe: a database that hangs answers 503 within 2 s.
      const database = await probeDatabase(deps.db);
      if (database.status === 'up') return { status: 'ok' as const, database: 'up' as const };
      return reply.status(503).send({ status: 'unavailable' as const, database: 'down' as const });
    },
    { errors: { 503: unhealthyResponseSchema } },
  );

  // For a load balancer and an operator: public like /health (it names no address and no
  // secret), and bounded: every probe at once, each within 2 s; the replicas as their router
  // last probed them (decision 0067).
  route(
    app,
    healthApi.ready,
    async (_request, reply) => {
      const readiness = await checkReadiness({
        db: deps.db,
        replicas: deps.replicas,
        backupDir: deps.config.backup.dir,
      });
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
    {
      errors: { 503: readinessResponseSchema.describe('Not ready: the database does not answer') },
    },
  );
};
