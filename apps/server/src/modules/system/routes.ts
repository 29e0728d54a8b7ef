import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponseSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';

/** Settings the browser needs before anyone signs in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/config/public',
    {
      config: { access: 'public', readsDatabase: false },
      schema: {
        tags: ['system'],
        summary: 'Public client settings',
        response: { 200: publicConfigResponseSchema },
      },
    },
    async () => ({ languageDetection: deps.config.languageDetection }),
  );
};
