import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  siteListQuerySchema,
  listResponseSchema,
  siteResponseSchema,
  siteSchema,
} from '@toolyard/shared';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createSite } from './create-site.js';
import { deleteSite } from './delete-site.js';
import { getSite } from './site-record.js';
import { updateSite } from './update-site.js';
import { listSites } from './list-sites.js';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  // Workers read sites too: their daily reports name one.
  app.get(
    '/',
    {
      config: { access: 'sites.list' },
      schema: {
        tags: ['sites'],
        summary: 'Sites: the whole list, or with limit/cursor one page',
        querystring: siteListQuerySchema,
        response: { 200: listResponseSchema(siteResponseSchema) },
      },
    },
    async (request) => listSites(reader(request), authOf(request), request.query),
  );
  app.post(
    '/',
    {
      config: { access: 'sites.create' },
      schema: {
        tags: ['sites'],
        summary: 'Create a site',
        body: siteSchema,
        response: { 201: siteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSite(db, authOf(request), request.body)),
  );
  app.get(
    '/:id',
    {
      config: { access: 'sites.read' },
      schema: {
        tags: ['sites'],
        summary: "One site (its page); another organization's is not found",
        params: idParams,
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => getSite(reader(request), authOf(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      config: { access: 'sites.update' },
      schema: {
        tags: ['sites'],
        summary: 'Update a site',
        params: idParams,
        body: siteSchema,
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => updateSite(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'sites.delete' },
      schema: {
        tags: ['sites'],
        summary: 'Delete a site',
        params: idParams,
        response: { 204: noContent, 409: errorAnswer('Daily reports still name the site') },
      },
    },
    async (request, reply) => {
      await deleteSite(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
