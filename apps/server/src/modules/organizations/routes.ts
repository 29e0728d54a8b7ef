import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { setupOrganization } from './setup-organization.js';
import { updateOrganization } from './update-organization.js';
import { getMyOrganization } from './get-my-organization.js';
import { getOrganization } from './get-organization.js';
import { listOrganizations } from './list-organizations.js';
import { organizationsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const organizationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(
    app,
    organizationsApi.setup,
    async (request, reply) =>
      reply.status(201).send(await setupOrganization(db, authOf(request), request.body)),
    { errors: { 409: errorAnswer('The org admin already has an organization') } },
  );

  route(app, organizationsApi.list, async (request) =>
    listOrganizations(reader(request), authOf(request), request.query),
  );

  route(
    app,
    organizationsApi.readOwn,
    async (request) => getMyOrganization(reader(request), authOf(request)),
    { errors: { 404: errorAnswer('The caller belongs to no organization (yet)') } },
  );

  route(app, organizationsApi.read, async (request) =>
    getOrganization(reader(request), authOf(request), request.params.id),
  );

  route(app, organizationsApi.update, async (request) =>
    updateOrganization(db, authOf(request), request.params.id, request.body),
  );
};
