import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { clientAddressOf } from '../../http/client-address.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { listUsers, listWorkers } from './list-users.js';
import { createUser } from './create-user.js';
import { updateUser } from './update-user.js';
import { deleteUser } from './delete-user.js';
import { usersApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const nameTaken = errorAnswer(
  'The username is not available, or another member of the organization has the e-mail address (`fieldErrors` names which)',
);
const outOfUsernameAnswers = errorAnswer(
  'Too many "username not available" answers for this address or organization this hour: retry after the seconds in `Retry-After`',
);

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, usersApi.list, async (request) =>
    listUsers(reader(request), authOf(request), request.query),
  );

  route(app, usersApi.listWorkers, async (request) =>
    listWorkers(reader(request), authOf(request), request.query.organizationId, request.query),
  );

  route(
    app,
    usersApi.create,
    async (request, reply) =>
      reply
        .status(201)
        .send(await createUser(db, authOf(request), request.body, clientAddressOf(request))),
    { errors: { 409: nameTaken, 429: outOfUsernameAnswers } },
  );

  route(
    app,
    usersApi.update,
    async (request) =>
      updateUser(db, authOf(request), request.params.id, request.body, clientAddressOf(request)),
    { errors: { 409: nameTaken, 429: outOfUsernameAnswers } },
  );

  route(app, usersApi.delete, async (request, reply) => {
    await deleteUser(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
};
