import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponseSchema,
  toolListQuerySchema,
  toolLogResponseSchema,
  toolLogSchema,
  toolResponseSchema,
  toolSchema,
  toolStatusChangeSchema,
  toolUpdateSchema,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { idParams } from '../../http/params.js';
import { createTool } from './create-tool.js';
import { getTool } from './get-tool.js';
import { createToolLog } from './create-tool-log.js';
import { deleteTool } from './delete-tool.js';
import { listToolLogs } from './list-tool-logs.js';
import { setToolStatus } from './set-tool-status.js';
import { updateTool } from './update-tool.js';
import { listTools } from './list-tools.js';
import { noContent } from '../../http/responses.js';
import { errorAnswer } from '../../http/openapi-errors.js';

const illegalStatusChange = errorAnswer(
  'The status machine does not allow this change from the current status',
);

export const toolRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, reader }) => {
  app.get(
    '/',
    {
      config: { access: 'tools.list' },
      schema: {
        tags: ['tools'],
        summary: 'Tools: the whole list, or with limit/cursor one page',
        querystring: toolListQuerySchema,
        response: { 200: listResponseSchema(toolResponseSchema) },
      },
    },
    async (request) => listTools(reader(request), authOf(request), request.query),
  );
  app.post(
    '/',
    {
      config: { access: 'tools.create' },
      schema: {
        tags: ['tools'],
        summary: 'Create a tool',
        body: toolSchema,
        response: { 201: toolResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTool(db, authOf(request), request.body)),
  );
  app.get(
    '/:id',
    {
      config: { access: 'tools.read' },
      schema: {
        tags: ['tools'],
        summary:
          "One tool, with who has it and where it is (its page); another organization's is not found",
        params: idParams,
        response: { 200: toolResponseSchema },
      },
    },
    async (request) => getTool(reader(request), authOf(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      config: { access: 'tools.update' },
      schema: {
        tags: ['tools'],
        summary: 'Update a tool (a status change is checked and logged)',
        params: idParams,
        body: toolUpdateSchema,
        response: { 200: toolResponseSchema, 409: illegalStatusChange },
      },
    },
    async (request) => updateTool(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'tools.delete' },
      schema: {
        tags: ['tools'],
        summary: 'Delete a tool',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTool(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:id/status',
    {
      config: { access: 'tools.changeStatus' },
      schema: {
        tags: ['tools'],
        summary:
          'Change the status atomically: checked against the status machine, logged in the same transaction',
        params: idParams,
        body: toolStatusChangeSchema,
        response: { 200: toolResponseSchema, 409: illegalStatusChange },
      },
    },
    async (request) => setToolStatus(db, authOf(request), request.params.id, request.body),
  );
  app.get(
    '/:id/logs',
    {
      config: { access: 'tools.readLog' },
      schema: {
        tags: ['tools'],
        summary: "A tool's log, newest first",
        params: idParams,
        response: { 200: z.array(toolLogResponseSchema) },
      },
    },
    async (request) => listToolLogs(reader(request), authOf(request), request.params.id),
  );
};

export const toolLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/tool-logs',
    {
      config: { access: 'tools.writeLog' },
      schema: {
        tags: ['tools'],
        summary: 'Write a tool log entry (the author is always the caller)',
        body: toolLogSchema,
        response: { 201: toolLogResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createToolLog(db, authOf(request), request.body)),
  );
};
