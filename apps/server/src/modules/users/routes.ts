import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userListQuerySchema,
  listResponseSchema,
  publicUserResponseSchema,
  userCreateSchema,
  userUpdateSchema,
  workerListQuerySchema,
  workerResponseSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { clientAddressOf } from '../../http/client-address.js';
import { idParams } from '../../http/params.js';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { listUsers, listWorkers } from './list-users.js';
import { createUser } from './create-user.js';
import { updateUser } from './update-user.js';
import { deleteUser } from './delete-user.js';

const nameTaken = errorAnswer(
  'The username is not available, or another member of the organization has the e-mail address (`fieldErrors` names which)',
);
const outOfUsernameAnswers = errorAnswer(
  'Too many "username not available" answers for this address or organization this hour: retry after the seconds in `Retry-After`',
);

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'users.list' },
      schema: {
        tags: ['users'],
        summary: "Superadmin: every account but workers. Org admin: the organization's workers",
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(publicUserResponseSchema) },
      },
    },
    async (request) => listUsers(reader(request), authOf(request), request.query),
  );

  app.get(
    '/workers',
    {
      config: { access: 'users.listWorkers' },
      schema: {
        tags: ['users'],
        summary: 'Workers of an organization (an org admin always gets their own)',
        querystring: workerListQuerySchema,
        response: { 200: listResponseSchema(workerResponseSchema) },
      },
    },
    async (request) =>
      listWorkers(reader(request), authOf(request), request.query.organizationId, request.query),
  );

  app.post(
    '/',
    {
      config: { access: 'users.create' },
      schema: {
        tags: ['users'],
        summary: 'Create an account',
        body: userCreateSchema,
        response: { 201: publicUserResponseSchema, 409: nameTaken, 429: outOfUsernameAnswers },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createUser(db, authOf(request), request.body, clientAddressOf(request))),
  );

  app.put(
    '/:id',
    {
      config: { access: 'users.update' },
      schema: {
        tags: ['users'],
        summary: 'Update an account, or one’s own profile (first name, last name, e-mail)',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: publicUserResponseSchema, 409: nameTaken, 429: outOfUsernameAnswers },
      },
    },
    async (request) =>
      updateUser(db, authOf(request), request.params.id, request.body, clientAddressOf(request)),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'users.delete' },
      schema: {
        tags: ['users'],
        summary: 'Delete an account (never one’s own)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteUser(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
