import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportListQuerySchema,
  listResponseSchema,
  reportResponseSchema,
  reportSchema,
} from '@toolyard/shared';
import { noContent, pdfResponse } from '../../http/responses.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { idParams } from '../../http/params.js';
import { createReport } from './create-report.js';
import { deleteReport } from './delete-report.js';
import { getReport } from './get-report.js';
import { updateReport } from './update-report.js';
import { listReports, recentReports } from './list-reports.js';
import { downloadReport } from './download-report.js';

const RECENT = 5;

export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, pdfPool },
) => {
  app.get(
    '/',
    {
      config: { access: 'reports.list' },
      schema: {
        tags: ['reports'],
        summary:
          "Reports of the caller's organization, newest first: the whole list, or with limit/cursor one page",
        querystring: reportListQuerySchema,
        response: { 200: listResponseSchema(reportResponseSchema) },
      },
    },
    async (request) => listReports(reader(request), authOf(request), request.query),
  );
  app.get(
    '/recent',
    {
      config: { access: 'reports.list' },
      schema: {
        tags: ['reports'],
        summary: `The ${RECENT} newest reports`,
        response: { 200: z.array(reportResponseSchema) },
      },
    },
    async (request) => recentReports(reader(request), authOf(request), RECENT),
  );
  app.get(
    '/:id',
    {
      config: { access: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary: 'One report',
        params: idParams,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => getReport(reader(request), authOf(request), request.params.id),
  );
  app.post(
    '/',
    {
      config: { access: 'reports.create', idempotent: true },
      schema: {
        tags: ['reports'],
        summary: 'Write a daily report (the author is the caller)',
        body: reportSchema,
        response: { 201: reportResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(db, authOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      config: { access: 'reports.update' },
      schema: {
        tags: ['reports'],
        summary: 'Edit a report (workers: their own only)',
        params: idParams,
        body: reportSchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => updateReport(db, authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      config: { access: 'reports.delete' },
      schema: {
        tags: ['reports'],
        summary: 'Delete a report (workers: their own only)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteReport(db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/:id/download',
    {
      config: { access: 'reports.download' },
      schema: {
        tags: ['reports'],
        summary: 'The report as a PDF document',
        params: idParams,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { pdf, fileName: name } = await downloadReport(
        reader(request),
        authOf(request),
        request.params.id,
        {
          pdfPool,
          language: requestLanguage(request),
        },
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(pdf);
    },
  );
};
