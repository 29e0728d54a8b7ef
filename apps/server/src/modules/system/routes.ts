import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { systemApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

/** Settings the browser needs before anyone signs in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  route(
    app,
    systemApi.publicConfig,
    async () => ({ languageDetection: deps.config.languageDetection }),
    {
      config: { readsDatabase: false },
    },
  );
};
