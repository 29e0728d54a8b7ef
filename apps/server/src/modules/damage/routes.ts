import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  DAMAGE_DESCRIPTION_MAX,
  DAMAGE_PHOTO_MAX_BYTES,
  DAMAGE_PHOTOS_MAX,
} from '@toolyard/shared';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../http/auth-guard.js';
import { tooLarge } from '../../lib/domain-errors.js';
import { errorAnswer } from '../../http/openapi-errors.js';
import { multipartFormBody } from '../../http/openapi-multipart.js';
import { publicOrigin } from '../../http/public-origin.js';
import { countDamageReport } from './damage-limit.js';
import { listDamageReports } from './list-damage-reports.js';
import { readDamageForm } from './read-damage-form.js';
import { readDamagePhoto } from './read-damage-photo.js';
import { reportDamage } from './report-damage.js';
import { damageApi } from '@toolyard/shared';
import { route } from '../../http/route.js';

const MEGABYTES = DAMAGE_PHOTO_MAX_BYTES / (1024 * 1024);
/** The API's usual body limit (app.ts), for a JSON body sent here by mistake. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Damage reported on a tool or a vehicle (decision 0045): report, list, photos. */
export const damageRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, reader, config, outbox },
) => {
  // The route takes three photos' worth of form (its body limit wins over a parser's own); a
  // JSON body (refused: no form) is kept and parsed only up to the API's usual limit, else 413.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= JSON_BODY_LIMIT) chunks.push(chunk);
    });
    payload.on('error', (error) => done(error, undefined));
    payload.on('end', () => {
      if (size > JSON_BODY_LIMIT) return done(tooLarge(), undefined);
      const text = Buffer.concat(chunks).toString();
      if (text.trim() === '') return done(null, undefined);
      void defaultJsonParser(request, text, done);
    });
  });
  await app.register(multipart, {
    limits: {
      fileSize: DAMAGE_PHOTO_MAX_BYTES,
      files: DAMAGE_PHOTOS_MAX,
      fields: 5,
      parts: DAMAGE_PHOTOS_MAX + 5,
      fieldSize: 16 * 1024,
    },
  });

  route(
    app,
    damageApi.report,
    async (request, reply) => {
      const auth = authOf(request);
      await countDamageReport(db, auth.user.id);
      const filed = await reportDamage(db, auth, await readDamageForm(request), {
        origin: publicOrigin(config.publicUrl, request),
        smtp: outbox.smtp,
      });
      outbox.nudge();
      return reply.status(201).send({ id: filed.id, photos: filed.photos });
    },
    {
      errors: {
        413: errorAnswer(`A photo is larger than ${MEGABYTES} MB`),
        429: errorAnswer(
          'Too many damage reports for now: retry after the seconds in `Retry-After`',
        ),
      },
      config: {
        swaggerTransform: multipartFormBody(
          {
            kind: { type: 'string', enum: ['tool', 'vehicle'] },
            itemId: { type: 'integer', minimum: 1 },
            description: { type: 'string', minLength: 1, maxLength: DAMAGE_DESCRIPTION_MAX },
            photos: {
              type: 'array',
              maxItems: DAMAGE_PHOTOS_MAX,
              items: { type: 'string', format: 'binary' },
              description: `Up to ${DAMAGE_PHOTOS_MAX} photos: PNG, JPEG, GIF or WebP, at most ${MEGABYTES} MB each`,
            },
          },
          ['kind', 'itemId', 'description'],
        ),
      },
      schema: { consumes: ['multipart/form-data'] },
      bodyLimit: DAMAGE_PHOTOS_MAX * DAMAGE_PHOTO_MAX_BYTES + 64 * 1024,
    },
  );

  route(
    app,
    damageApi.list,
    async (request) => listDamageReports(reader(request), authOf(request), request.query),
    { errors: { 404: errorAnswer("No such tool or vehicle within the caller's reach") } },
  );

  route(app, damageApi.readPhoto, async (request, reply) => {
    const photo = await readDamagePhoto(reader(request), authOf(request), request.params.id);
    return (
      reply
        .type(photo.contentType)
        .header('content-security-policy', "default-src 'none'")
        // The bytes; the schema above only documents them.
        .send(photo.image as unknown as string)
    );
  });
};
