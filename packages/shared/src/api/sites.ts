import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { siteResponseSchema } from '../inventory/responses.js';
import { siteSchema } from '../inventory/schemas.js';
import { siteListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';

/** The sites routes (docs/architecture.md, "The API table"). */
export const sitesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/sites',
    access: 'sites.list',
    tags: ['sites'],
    summary: 'Sites: the whole list, or with limit/cursor one page',
    query: siteListQuerySchema,
    answer: listResponseSchema(siteResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sites',
    announces: ['site'],
    access: 'sites.create',
    tags: ['sites'],
    summary: 'Create a site',
    body: siteSchema,
    answer: siteResponseSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/sites/:id',
    access: 'sites.read',
    tags: ['sites'],
    summary: "One site (its page); another organization's is not found",
    params: idParams,
    answer: siteResponseSchema,
    status: 200,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/sites/:id',
    announces: ['site'],
    access: 'sites.update',
    tags: ['sites'],
    summary: 'Update a site',
    params: idParams,
    body: siteSchema,
    answer: siteResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/sites/:id',
    announces: ['site'],
    access: 'sites.delete',
    tags: ['sites'],
    summary: 'Delete a site',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
};
