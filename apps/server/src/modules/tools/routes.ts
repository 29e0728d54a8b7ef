import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { createTool } from './create-tool.js';
import { getTool } from './get-tool.js';
import { createToolLog } from './create-tool-log.js';
import { deleteItem } from '../items/index.js';
import { toolKind } from './move-tool.js';
import { listToolLogs } from './list-tool-logs.js';
import { setToolStatus } from './set-tool-status.js';
import { updateTool } from './update-tool.js';
import { listTools } from './list-tools.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { toolsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const illegalStatusChange = errorAnswer(
  'The status machine does not allow this change from the current status',
);

export const toolRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  route(app, toolsApi.list, async (request) =>
    listTools(reader(request), authOf(request), request.query),
  );
  route(app, toolsApi.create, async (request, reply) =>
    reply.status(201).send(await createTool(db, authOf(request), request.body)),
  );
  route(app, toolsApi.read, async (request) =>
    getTool(reader(request), authOf(request), request.params.id),
  );
  route(
    app,
    toolsApi.update,
    async (request) => updateTool(db, authOf(request), request.params.id, request.body),
    { errors: { 409: illegalStatusChange } },
  );
  route(app, toolsApi.delete, async (request, reply) => {
    await deleteItem(db, authOf(request), toolKind, request.params.id);
    return reply.status(204).send();
  });
  route(
    app,
    toolsApi.changeStatus,
    async (request) => setToolStatus(db, authOf(request), request.params.id, request.body),
    { errors: { 409: illegalStatusChange } },
  );
  route(app, toolsApi.readLog, async (request) =>
    listToolLogs(reader(request), authOf(request), request.params.id),
  );
};

export const toolLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, toolsApi.writeLog, async (request, reply) =>
    reply.status(201).send(await createToolLog(db, authOf(request), request.body)),
  );
};
