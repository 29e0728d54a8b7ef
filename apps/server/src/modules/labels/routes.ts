import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelResolutionResponseSchema, labelSheetRequestSchema } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { attachment } from '../../http/attachment.js';
import { authOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { pdfResponse } from '../../http/responses.js';
import { resolveLabel } from './resolve-label.js';
import { printLabelSheet } from './print-label-sheet.js';

// Any string up to a generous length: whatever cannot be a code is simply not found.
const codeParams = z.object({ code: z.string().max(64) });

export const labelRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { reader, config, pdfPool },
) => {
  app.get(
    '/:code',
    {
      config: { access: 'labels.resolve' },
      schema: {
        tags: ['labels'],
        summary:
          "What a label's code is: the item's kind, id and name, a tool's or vehicle's status (any case, dash optional)",
        params: codeParams,
        response: { 200: labelResolutionResponseSchema },
      },
    },
    async (request) => resolveLabel(reader(request), authOf(request), request.params.code),
  );
  app.post(
    '/sheets',
    {
      config: { access: 'labels.print' },
      schema: {
        tags: ['labels'],
        summary:
          "Printable labels (QR code, name, code, logo; a tool's serial as Code 128) of chosen items or of a filtered list, as a PDF sheet",
        body: labelSheetRequestSchema,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
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
    },
  );
};
