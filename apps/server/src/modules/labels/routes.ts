import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { attachment } from '../../http/attachment.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { resolveLabel } from './resolve-label.js';
import { printLabelSheet } from './print-label-sheet.js';
import { labelsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

// Any string up to a generous length: whatever cannot be a code is simply not found.

export const labelRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { reader, config, pdfPool },
) => {
  route(app, labelsApi.resolve, async (request) =>
    resolveLabel(reader(request), authOf(request), request.params.code),
  );
  route(app, labelsApi.print, async (request, reply) => {
    const { pdf, fileName } = await printLabelSheet(
      reader(request),
      authOf(request),
      request.body,
      {
        pdfPool,
        origin: publicOrigin(config.publicUrl, request),
        language: requestLanguage(request),
      },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(fileName))
      .send(pdf);
  });
};
