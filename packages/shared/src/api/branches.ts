import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { branchResponseSchema } from '../inventory/responses.js';
import { branchSchema } from '../inventory/schemas.js';
import { branchListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';

/** The branches routes (docs/architecture.md, "The API table"). */
export const branchesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/branches',
    access: 'branches.list',
    tags: ['branches'],
    summary: 'Branches: the whole list, or with limit/cursor one page',
    query: branchListQuerySchema,
    answer: listResponseSchema(branchResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/branches',
    announces: ['branch'],
    access: 'branches.create',
    tags: ['branches'],
    summary: 'Create a branch',
    body: branchSchema,
    answer: branchResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/branches/:id',
    announces: ['branch'],
    access: 'branches.update',
    tags: ['branches'],
    summary: 'Update a branch',
    params: idParams,
    body: branchSchema,
    answer: branchResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/branches/:id',
    announces: ['branch'],
    access: 'branches.delete',
    tags: ['branches'],
    summary: 'Delete an empty branch',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
};
