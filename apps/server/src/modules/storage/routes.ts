import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  storageUnitListQuerySchema,
  listResponseSchema,
  storageUnitResponseSchema,
  storageUnitSchema,
  storedToolResponseSchema,
} from '@toolyard/shared';
import { noContent } from '../../http/responses.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createStorageUnit } from './create-storage-unit.js';
import { deleteStorageUnit } from './delete-storage-unit.js';
import { getStorageUnit } from './storage-unit-record.js';
import { listStoredTools } from './list-stored-tools.js';
import { updateStorageUnit } from './update-storage-unit.js';
import { listStorageUnits } from './list-storage-units.js';

export const storageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'storageUnits.list' },
      schema: {
        tags: ['storage'],
        summary: 'Storage units: the whole list, or with limit/cursor one page',
        querystring: storageUnitListQuerySchema,
        response: { 200: listResponseSchema(storageUnitResponseSchema) },
      },
    },
    async (request) => listStorageUnits(reader(request), authOf(request), request.query),
  );
  app.post(
    '/',
    {
      config: { access: 'storageUnits.create' },
      schema: {
        tags: ['storage'],
        summary: 'Create a storage unit',
        body: storageUnitSchema,
        response: { 201: storageUnitResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStorageUnit(db, authOf(request), request.body)),
  );
  app.get(
    '/:id',
    {
      config: { access: 'storageUnits.read' },
      schema: {
        tags: ['storage'],
        summary: "One storage unit (its page); another organization's is not found",
        params: idParams,
        response: { 200: storageUnitResponseSchema },
      },
    },
    async (request) => getStorageUnit(reader(request), authOf(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      config: { access: 'storageUnits.update' },
      schema: {
        tags: ['storage'],
        summary: 'Update a storage unit',
        params: idParams,
        body: storageUnitSchema,
        response: { 200: storageUnitResponseSchema },
      },
    },
    async (request) => updateStorageUnit(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'storageUnits.delete' },
      schema: {
        tags: ['storage'],
        summary: 'Delete a storage unit',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteStorageUnit(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/:id/tools',
    {
      config: { access: 'storageUnits.listTools' },
      schema: {
        tags: ['storage'],
        summary: 'Tools kept in a storage unit',
        params: idParams,
        response: { 200: z.array(storedToolResponseSchema) },
      },
    },
    async (request) => listStoredTools(reader(request), authOf(request), request.params.id),
  );
};
