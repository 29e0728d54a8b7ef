import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkActionResponseSchema, bulkActionSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { performBulkAction } from './perform-bulk-action.js';

/** A scan session's action on many items at once (decision 0040). */
export const bulkActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/',
    {
      // Keyed like the worker's writes: a session sent again after a lost answer applies once.
      config: { access: 'inventory.bulkChange', idempotent: true },
      schema: {
        tags: ['bulk-actions'],
        summary:
          'Assign, check out, return or send to maintenance up to 200 tools and vehicles in one transaction; one result per item (done, or refused and why), in the request order',
        body: bulkActionSchema,
        response: { 200: bulkActionResponseSchema },
      },
    },
    async (request) => performBulkAction(db, authOf(request), request.body, request.log),
  );
};
