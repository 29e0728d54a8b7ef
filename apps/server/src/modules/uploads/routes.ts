import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { invalidField, tooLarge } from '../../lib/domain-errors.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { multipartFileBody } from '../../http/openapi-multipart.js';
import { LOGO_MAX_BYTES, storeLogo } from './store-logo.js';
import { readLogo } from './read-logo.js';
import { countLogoUpload } from './upload-limit.js';
import { clientAddressOf } from '../../http/client-address.js';
import { ifNoneMatchHas } from '../../http/if-none-match.js';
import { uploadsApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  route(
    app,
    uploadsApi.uploadLogo,
    async (request, reply) => {
      await countLogoUpload(db, authOf(request).user.id, clientAddressOf(request));
      if (!request.isMultipart()) throw invalidField('logo', 'errors.uploadMissing');
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'logo' && !bytes)
            bytes = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge('errors.uploadTooLarge');
        throw error;
      }
      if (!bytes || bytes.length === 0) throw invalidField('logo', 'errors.uploadMissing');
      const organizationId = authOf(request).user.organizationId;
      return reply.status(201).send(await storeLogo(db, organizationId, bytes));
    },
    {
      errors: {
        413: errorAnswer('The file is larger than 2 MB'),
        429: errorAnswer('Too many logo uploads for now: retry after the seconds in `Retry-After`'),
      },
      config: {
        swaggerTransform: multipartFileBody(
          'logo',
          'The image: PNG, JPEG, GIF or WebP, at most 2 MB',
        ),
      },
      schema: { consumes: ['multipart/form-data'] },
      bodyLimit: LOGO_MAX_BYTES + 64 * 1024,
    },
  );

  // Logos are public (the sign-in-free favicon-like use), served as the PNGs we wrote, from the
  // database (decision 0066). A name is random per upload and its bytes never change: a browser
  // keeps it for a year without asking, and one that asks again gets 304 for its ETag.
  app.get(
    '/uploads/logos/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const held = ifNoneMatch ? (etag: string) => ifNoneMatchHas(ifNoneMatch, etag) : undefined;
      const logo = await readLogo(db, request.params.name, held);
      reply
        .header('etag', logo.etag)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (logo.notModified) return reply.status(304).send();
      return reply
        .type(logo.contentType)
        .header('content-security-policy', "default-src 'none'")
        .send(logo.image);
    },
  );
};
