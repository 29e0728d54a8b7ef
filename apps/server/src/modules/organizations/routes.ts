import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listResponseSchema,
  organizationListQuerySchema,
  organizationResponseSchema,
  organizationSchema,
  organizationSetupResponseSchema,
  organizationUpdateSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { setupOrganization } from './setup-organization.js';
import { updateOrganization } from './update-organization.js';
import { getMyOrganization } from './get-my-organization.js';
import { getOrganization } from './get-organization.js';
import { listOrganizations } from './list-organizations.js';

export const organizationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.post(
    '/setup/organization',
    {
      config: { access: 'organizations.setup' },
      schema: {
        tags: ['organizations'],
        summary: "Create an organization (an org admin's own, or by a superadmin)",
        body: organizationSchema,
        response: {
          201: organizationSetupResponseSchema,
          409: errorAnswer('The org admin already has an organization'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await setupOrganization(db, authOf(request), request.body)),
  );

  app.get(
    '/organizations',
    {
      config: { access: 'organizations.list' },
      schema: {
        tags: ['organizations'],
        summary: 'Organizations: the whole list, or with limit/cursor one page',
        querystring: organizationListQuerySchema,
        response: { 200: listResponseSchema(organizationResponseSchema) },
      },
    },
    async (request) => listOrganizations(reader(request), authOf(request), request.query),
  );

  app.get(
    '/organizations/my-organization',
    {
      config: { access: 'organizations.readOwn' },
      schema: {
        tags: ['organizations'],
        summary: "The caller's organization",
        response: {
          200: organizationResponseSchema,
          404: errorAnswer('The caller belongs to no organization (yet)'),
        },
      },
    },
    async (request) => getMyOrganization(reader(request), authOf(request)),
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: 'organizations.read' },
      schema: {
        tags: ['organizations'],
        summary: 'One organization',
        params: idParams,
        response: { 200: organizationResponseSchema },
      },
    },
    async (request) => getOrganization(reader(request), authOf(request), request.params.id),
  );

  app.put(
    '/organizations/:id',
    {
      config: { access: 'organizations.update' },
      schema: {
        tags: ['organizations'],
        summary: 'Update an organization (all wizard fields, or only the season months)',
        params: idParams,
        body: organizationUpdateSchema,
        response: { 200: organizationResponseSchema },
      },
    },
    async (request) => updateOrganization(db, authOf(request), request.params.id, request.body),
  );
};
