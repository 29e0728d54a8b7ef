import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer } from '../../http/openapi-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createBranch } from './create-branch.js';
import { deleteBranch } from './delete-branch.js';
import { updateBranch } from './update-branch.js';
import { listBranches } from './list-branches.js';
import { branchesApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const branchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, branchesApi.list, async (request) =>
    listBranches(reader(request), authOf(request), request.query),
  );
  route(app, branchesApi.create, async (request, reply) =>
    reply.status(201).send(await createBranch(db, authOf(request), request.body)),
  );
  route(app, branchesApi.update, async (request) =>
    updateBranch(db, authOf(request), request.params.id, request.body),
  );
  route(
    app,
    branchesApi.delete,
    async (request, reply) => {
      await deleteBranch(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    {
      errors: {
        409: errorAnswer(
          'The branch still has sites, tools, vehicles, storage units or parking places',
        ),
      },
    },
  );
};
