import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { storageUnitResponseSchema, storedToolResponseSchema } from '../inventory/responses.js';
import { storageUnitSchema } from '../inventory/schemas.js';
import { storageUnitListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';

/** The storage routes (docs/architecture.md, "The API table"). */
export const storageApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/storage-units',
    access: 'storageUnits.list',
    tags: ['storage'],
    summary: 'Storage units: the whole list, or with limit/cursor one page',
    query: storageUnitListQuerySchema,
    answer: listResponseSchema(storageUnitResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/storage-units',
    announces: ['storage_unit'],
    access: 'storageUnits.create',
    tags: ['storage'],
    summary: 'Create a storage unit',
    body: storageUnitSchema,
    answer: storageUnitResponseSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/storage-units/:id',
    access: 'storageUnits.read',
    tags: ['storage'],
    summary: "One storage unit (its page); another organization's is not found",
    params: idParams,
    answer: storageUnitResponseSchema,
    status: 200,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/storage-units/:id',
    announces: ['storage_unit'],
    access: 'storageUnits.update',
    tags: ['storage'],
    summary: 'Update a storage unit',
    params: idParams,
    body: storageUnitSchema,
    answer: storageUnitResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/storage-units/:id',
    announces: ['storage_unit'],
    access: 'storageUnits.delete',
    tags: ['storage'],
    summary: 'Delete a storage unit',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
  listTools: endpoint({
    method: 'GET',
    path: '/api/storage-units/:id/tools',
    access: 'storageUnits.listTools',
    tags: ['storage'],
    summary: 'Tools kept in a storage unit',
    params: idParams,
    answer: z.array(storedToolResponseSchema),
    status: 200,
  }),
};
