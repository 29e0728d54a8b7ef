import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthyResponseSchema, unhealthyResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: 'down' as const });
      }
    },
  );
};
