import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { idParams, noContent } from './answers.js';
import { toolLogResponseSchema, toolResponseSchema } from '../inventory/responses.js';
import {
  toolLogSchema,
  toolSchema,
  toolStatusChangeSchema,
  toolUpdateSchema,
} from '../inventory/schemas.js';
import { toolListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';

/** The tools routes (docs/architecture.md, "The API table"). */
export const toolsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/tools',
    access: 'tools.list',
    tags: ['tools'],
    summary: 'Tools: the whole list, or with limit/cursor one page',
    query: toolListQuerySchema,
    answer: listResponseSchema(toolResponseSchema),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tools',
    announces: ['tool'],
    access: 'tools.create',
    tags: ['tools'],
    summary: 'Create a tool',
    body: toolSchema,
    answer: toolResponseSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/tools/:id',
    access: 'tools.read',
    tags: ['tools'],
    summary:
      "One tool, with who has it and where it is (its page); another organization's is not found",
    params: idParams,
    answer: toolResponseSchema,
    status: 200,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tools/:id',
    announces: ['tool'],
    access: 'tools.update',
    tags: ['tools'],
    summary: 'Update a tool (a status change is checked and logged)',
    params: idParams,
    body: toolUpdateSchema,
    answer: toolResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/tools/:id',
    announces: ['tool'],
    access: 'tools.delete',
    tags: ['tools'],
    summary: 'Delete a tool',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/tools/:id/status',
    announces: ['tool'],
    access: 'tools.changeStatus',
    tags: ['tools'],
    summary:
      'Change the status atomically: checked against the status machine, logged in the same transaction',
    params: idParams,
    body: toolStatusChangeSchema,
    answer: toolResponseSchema,
    status: 200,
  }),
  readLog: endpoint({
    method: 'GET',
    path: '/api/tools/:id/logs',
    access: 'tools.readLog',
    tags: ['tools'],
    summary: "A tool's log, newest first",
    params: idParams,
    answer: z.array(toolLogResponseSchema),
    status: 200,
  }),
  writeLog: endpoint({
    method: 'POST',
    path: '/api/tool-logs',
    announces: [],
    access: 'tools.writeLog',
    tags: ['tools'],
    summary: 'Write a tool log entry (the author is always the caller)',
    body: toolLogSchema,
    answer: toolLogResponseSchema,
    status: 201,
  }),
};
