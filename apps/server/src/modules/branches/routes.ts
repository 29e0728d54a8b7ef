import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  branchResponseSchema,
  branchSchema,
  branchListQuerySchema,
  listResponseSchema,
} from '@toolyard/shared';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createBranch } from './create-branch.js';
import { deleteBranch } from './delete-branch.js';
import { updateBranch } from './update-branch.js';
import { listBranches } from './list-branches.js';

export const branchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'branches.list' },
      schema: {
        tags: ['branches'],
        summary: 'Branches: the whole list, or with limit/cursor one page',
        querystring: branchListQuerySchema,
        response: { 200: listResponseSchema(branchResponseSchema) },
      },
    },
    async (request) => listBranches(reader(request), authOf(request), request.query),
  );
  app.post(
    '/',
    {
      config: { access: 'branches.create' },
      schema: {
        tags: ['branches'],
        summary: 'Create a branch',
        body: branchSchema,
        response: { 201: branchResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBranch(db, authOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      config: { access: 'branches.update' },
      schema: {
        tags: ['branches'],
        summary: 'Update a branch',
        params: idParams,
        body: branchSchema,
        response: { 200: branchResponseSchema },
      },
    },
    async (request) => updateBranch(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'branches.delete' },
      schema: {
        tags: ['branches'],
        summary: 'Delete an empty branch',
        params: idParams,
        response: {
          204: noContent,
          409: errorAnswer(
            'The branch still has sites, tools, vehicles, storage units or parking places',
          ),
        },
      },
    },
    async (request, reply) => {
      await deleteBranch(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
