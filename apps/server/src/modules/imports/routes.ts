import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { attachment } from '../../http/attachment.js';
import { authOf } from '../../http/auth-guard.js';
import { clientAddressOf } from '../../http/client-address.js';
import { requestLanguage } from '../../http/language.js';
import { publicOrigin } from '../../http/public-origin.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { multipartFileBody } from '../../http/openapi-multipart.js';
import { invalidField, tooLarge } from '../../lib/domain-errors.js';
import { translate } from '../../lib/translate.js';
import { fileReader, READ_SHARE, readerFor } from './file-reader.js';
import { claimantOf, createFairShare } from '../../lib/fair-share.js';
import { importTemplate } from './import-template.js';
import { importRuns } from './import-runs.js';
import { previewImport } from './preview-import.js';
import { cancelImport } from './cancel-import.js';
import { importProgress } from './import-progress.js';
import { startImport } from './start-import.js';
import { stageImport } from './stage-import.js';
import { importsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const notStaged = errorAnswer('The import already ran, or runs now');

/** Imports of lists from CSV or XLSX (decision 0030): upload, preview, run, cancel. */
export const importRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, outbox }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const runs = importRuns();
  const reader = fileReader();
  // Files wait for the one reader in a fair share of it (decision 0057).
  const readShare = createFairShare(READ_SHARE);
  app.addHook('onClose', async () => readShare.close());
  app.addHook('onClose', async () => {
    await runs.settled();
    await reader.close();
  });

  route(app, importsApi.template, async (request, reply) => {
    const { kind, format } = request.query;
    const language = requestLanguage(request);
    const name = `${translate(language, `imports.sheet.${kind}`)}.${format}`;
    return (
      reply
        .type(MIME[format])
        .header('content-disposition', attachment(name))
        // The file's bytes; the schema above only documents them.
        .send((await importTemplate(kind, language, format)) as unknown as string)
    );
  });

  route(
    app,
    importsApi.upload,
    async (request, reply) => {
      if (!request.isMultipart()) throw invalidField('file', 'errors.uploadMissing');
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !bytes)
            bytes = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge('errors.importTooLarge');
        throw error;
      }
      if (!bytes || bytes.length === 0) throw invalidField('file', 'errors.uploadMissing');
      const auth = authOf(request);
      const ownReader = readerFor(reader, readShare, claimantOf(auth));
      return reply
        .status(201)
        .send(await stageImport(db, auth, request.query.kind, bytes, ownReader));
    },
    {
      errors: {
        413: errorAnswer(
          'The file is larger than 10 MB, has more than 10,000 rows, or unpacks into more than an import takes: more than 10,485,760 characters in the columns with a header, 1,000,100 cells or 64 MB of a sheet (decision 0053)',
        ),
        429: errorAnswer(
          'The organization already has 5 uploads waiting (staged, neither run nor expired): import or cancel one, or retry after the seconds in `Retry-After`',
        ),
      },
      config: {
        swaggerTransform: multipartFileBody(
          'file',
          'The list: CSV (UTF-8, ; or ,) or XLSX, at most 10 MB',
        ),
      },
      schema: { consumes: ['multipart/form-data'] },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    },
  );

  route(
    app,
    importsApi.preview,
    async (request) => previewImport(db, authOf(request), request.params.id, request.body.mapping),
    { errors: { 409: notStaged } },
  );

  route(
    app,
    importsApi.run,
    async (request, reply) =>
      reply.status(202).send(
        await startImport(
          db,
          authOf(request),
          request.params.id,
          request.body.mapping,
          runs,
          {
            ip: clientAddressOf(request),
            origin: publicOrigin(config.publicUrl, request),
            language: requestLanguage(request),
            // Imported workers' invitations (decision 0059) go through the mail outbox.
            smtp: outbox.smtp,
            nudge: outbox.nudge,
          },
          request.log,
        ),
      ),
    {
      errors: {
        409: errorAnswer('The import already ran, or another import of the organization runs'),
        429: errorAnswer(
          'A worker import: too many "username not available" answers for this address or organization this hour (`Retry-After`)',
        ),
      },
    },
  );

  route(app, importsApi.read, async (request) =>
    importProgress(db, authOf(request), request.params.id),
  );

  route(app, importsApi.cancel, async (request, reply) => {
    await cancelImport(db, authOf(request), request.params.id);
    return reply.status(204).send();
  });
};
