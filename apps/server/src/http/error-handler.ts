import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@toolyard/shared';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';
import { translate } from './translate.js';
import { isDatabaseUnavailable, isInvalidInputValue } from './database-errors.js';
import { isSpaRequest } from './web-app.js';
import path from 'node:path';

const send = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  messageKey: string,
  extra: { values?: Record<string, string | number>; fieldErrors?: Record<string, string> } = {},
) => {
  const language = requestLanguage(request);
  // Values may themselves be keys (a status name): translate those too; plain text passes through.
  const values = extra.values
    ? Object.fromEntries(
        Object.entries(extra.values).map(([name, value]) => [
          name,
          typeof value === 'string' ? translate(language, value) : value,
        ]),
      )
    : undefined;
  const body: ApiErrorBody = { message: translate(language, messageKey, values), code };
  if (extra.fieldErrors && Object.keys(extra.fieldErrors).length > 0) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(extra.fieldErrors).map(([field, key]) => [field, translate(language, key)]),
    );
  }
  return reply.status(status).type('application/json').send(body);
};

/** A zod message is an i18n key when it comes from our schemas; otherwise a generic one. */
const messageKeyOf = (message: string | undefined) =>
  message && /^validation\.\w+$/.test(message) ? message : 'validation.invalidValue';

export const registerErrorHandler = (app: FastifyInstance, options: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.options.headers ?? {}))
        reply.header(name, value);
      return send(reply, request, error.statusCode, error.code, error.messageKey, error.options);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= messageKeyOf(issue.message);
      }
      const only = Object.values(fieldErrors);
      // With a single problem the headline names it; with several, the fields carry them.
      const headline = only.length === 1 ? only[0]! : 'errors.validation';
      return send(reply, request, 400, 'validation_failed', headline, { fieldErrors });
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, request, 413, 'payload_too_large', 'errors.payloadTooLarge');
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, request, 400, 'validation_failed', 'errors.invalidJson');
    }
    if (error.statusCode === 429) {
      return send(reply, request, 429, 'rate_limited', 'errors.tooManyRequests');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, request, 503, 'database_unavailable', 'errors.databaseUnavailable');
    }
    if (isInvalidInputValue(error)) {
      // Logged (without its values): a schema or guard should have refused it first.
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, request, 400, 'validation_failed', 'errors.validation');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (unsupported media type, bad content length, ...).
      const code: ErrorCode = error.statusCode === 404 ? 'not_found' : 'validation_failed';
      const key = error.statusCode === 404 ? 'errors.notFound' : 'errors.validation';
      return send(reply, request, error.statusCode, code, key);
    }

    request.log.error({ err: error }, 'unhandled error');
    // Never the stack, the SQL or the driver's words: only that it was our fault.
    return send(reply, request, 500, 'internal_error', 'errors.server');
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/tools, /reports/5, …) are the SPA's; a missing file is a real 404.
    const pathname = request.url.split('?')[0] ?? '';
    if (options.spa && isSpaRequest(request.method, pathname) && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return send(reply, request, 404, 'not_found', 'errors.notFound');
  });
};
