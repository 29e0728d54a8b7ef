import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createSite } from './create-site.js';
import { deleteSite } from './delete-site.js';
import { getSite } from './site-record.js';
import { updateSite } from './update-site.js';
import { listSites } from './list-sites.js';
import { sitesApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  // Workers read sites too: their daily reports name one.
  route(app, sitesApi.list, async (request) =>
    listSites(reader(request), authOf(request), request.query),
  );
  route(app, sitesApi.create, async (request, reply) =>
    reply.status(201).send(await createSite(db, authOf(request), request.body)),
  );
  route(app, sitesApi.read, async (request) =>
    getSite(reader(request), authOf(request), request.params.id),
  );
  route(app, sitesApi.update, async (request) =>
    updateSite(db, authOf(request), request.params.id, request.body),
  );
  route(
    app,
    sitesApi.delete,
    async (request, reply) => {
      await deleteSite(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    { errors: { 409: errorAnswer('Daily reports still name the site') } },
  );
};
