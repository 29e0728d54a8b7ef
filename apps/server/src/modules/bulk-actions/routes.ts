import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { performBulkAction } from './perform-bulk-action.js';
import { bulkActionsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** A scan session's action on many items at once (decision 0040). */
export const bulkActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, bulkActionsApi.bulkChange, async (request) =>
    performBulkAction(db, authOf(request), request.body, request.log),
  );
};
