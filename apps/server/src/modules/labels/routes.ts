import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelResolutionResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { resolveLabel } from './resolve-label.js';

// Any string up to a generous length: whatever cannot be a code is simply not found.
const codeParams = z.object({ code: z.string().max(64) });

export const labelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/:code',
    {
      config: { access: 'labels.resolve' },
      schema: {
        tags: ['labels'],
        summary: "What a label's code is: the item's kind and id (any case, dash optional)",
        params: codeParams,
        response: { 200: labelResolutionResponseSchema },
      },
    },
    async (request) => resolveLabel(db, authOf(request), request.params.code),
  );
};
