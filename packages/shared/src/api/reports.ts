import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { idParams, noContent, pdfAnswer } from './answers.js';
import { reportListQuerySchema } from '../lists/pages.js';
import { listResponseSchema } from '../lists/responses.js';
import { reportResponseSchema } from '../reports/responses.js';
import { reportSchema } from '../reports/schemas.js';

/** How many reports the dashboard's newest-reports list holds. */
export const RECENT_REPORTS = 5;

/** The reports routes (docs/architecture.md, "The API table"). */
export const reportsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/reports',
    access: 'reports.list',
    tags: ['reports'],
    summary:
      "Reports of the caller's organization, newest first: the whole list, or with limit/cursor one page",
    query: reportListQuerySchema,
    answer: listResponseSchema(reportResponseSchema),
    status: 200,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/api/reports/recent',
    access: 'reports.list',
    tags: ['reports'],
    summary: `The ${RECENT_REPORTS} newest reports`,
    answer: z.array(reportResponseSchema),
    status: 200,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/reports/:id',
    access: 'reports.read',
    tags: ['reports'],
    summary: 'One report',
    params: idParams,
    answer: reportResponseSchema,
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/reports',
    announces: ['report'],
    access: 'reports.create',
    tags: ['reports'],
    summary: 'Write a daily report (the author is the caller)',
    body: reportSchema,
    answer: reportResponseSchema,
    status: 201,
    idempotent: true,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/reports/:id',
    announces: ['report'],
    access: 'reports.update',
    tags: ['reports'],
    summary: 'Edit a report (workers: their own only)',
    params: idParams,
    body: reportSchema,
    answer: reportResponseSchema,
    status: 200,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/reports/:id',
    announces: ['report'],
    access: 'reports.delete',
    tags: ['reports'],
    summary: 'Delete a report (workers: their own only)',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/reports/:id/download',
    access: 'reports.download',
    tags: ['reports'],
    summary: 'The report as a PDF document',
    params: idParams,
    answer: pdfAnswer,
    status: 200,
  }),
};
