import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { publicUserResponseSchema } from '../auth/responses.js';
import { userListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';
import { workerResponseSchema } from '../users/responses.js';
import { userCreateSchema, userUpdateSchema, workerListQuerySchema } from '../users/schemas.js';

/** The users routes (docs/architecture.md, "The API table"). */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'users.list',
    tags: ['users'],
    summary: "Superadmin: every account but workers. Org admin: the organization's workers",
    query: userListQuerySchema,
    answer: listResponseSchema(publicUserResponseSchema),
    status: 200,
  }),
  listWorkers: endpoint({
    method: 'GET',
    path: '/api/users/workers',
    access: 'users.listWorkers',
    tags: ['users'],
    summary: 'Workers of an organization (an org admin always gets their own)',
    query: workerListQuerySchema,
    answer: listResponseSchema(workerResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/users',
    announces: ['user'],
    access: 'users.create',
    tags: ['users'],
    summary: 'Create an account',
    body: userCreateSchema,
    answer: publicUserResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    announces: ['user'],
    access: 'users.update',
    tags: ['users'],
    summary: 'Update an account, or one’s own profile (first name, last name, e-mail)',
    params: idParams,
    body: userUpdateSchema,
    answer: publicUserResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    announces: ['user'],
    access: 'users.delete',
    tags: ['users'],
    summary: 'Delete an account (never one’s own)',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
};
