import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { createReport } from './create-report.js';
import { deleteReport } from './delete-report.js';
import { getReport } from './get-report.js';
import { updateReport } from './update-report.js';
import { listReports, recentReports } from './list-reports.js';
import { downloadReport } from './download-report.js';
import { RECENT_REPORTS, reportsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, pdfPool },
) => {
  route(app, reportsApi.list, async (request) =>
    listReports(reader(request), authOf(request), request.query),
  );
  route(app, reportsApi.recent, async (request) =>
    recentReports(reader(request), authOf(request), RECENT_REPORTS),
  );
  route(app, reportsApi.read, async (request) =>
    getReport(reader(request), authOf(request), request.params.id),
  );
  route(app, reportsApi.create, async (request, reply) =>
    reply.status(201).send(await createReport(db, authOf(request), request.body)),
  );
  route(app, reportsApi.update, async (request) =>
    updateReport(db, authOf(request), request.params.id, request.body),
  );
  route(app, reportsApi.delete, async (request, reply) => {
    await deleteReport(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, reportsApi.download, async (request, reply) => {
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
  });
};
