import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createStorageUnit } from './create-storage-unit.js';
import { deleteStorageUnit } from './delete-storage-unit.js';
import { getStorageUnit } from './storage-unit-record.js';
import { listStoredTools } from './list-stored-tools.js';
import { updateStorageUnit } from './update-storage-unit.js';
import { listStorageUnits } from './list-storage-units.js';
import { storageApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const storageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, storageApi.list, async (request) =>
    listStorageUnits(reader(request), authOf(request), request.query),
  );
  route(app, storageApi.create, async (request, reply) =>
    reply.status(201).send(await createStorageUnit(db, authOf(request), request.body)),
  );
  route(app, storageApi.read, async (request) =>
    getStorageUnit(reader(request), authOf(request), request.params.id),
  );
  route(app, storageApi.update, async (request) =>
    updateStorageUnit(db, authOf(request), request.params.id, request.body),
  );
  route(app, storageApi.delete, async (request, reply) => {
    await deleteStorageUnit(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, storageApi.listTools, async (request) =>
    listStoredTools(reader(request), authOf(request), request.params.id),
  );
};
