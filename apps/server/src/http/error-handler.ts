import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { wordValues, type ApiErrorBody } from '@toolyard/shared';
import {
  DomainError,
  databaseUnavailable,
  internalError,
  invalid,
  notFound,
  tooLarge,
} from '../lib/domain-errors.js';
import { translate } from '../lib/translate.js';
import { isDatabaseUnavailable, isInvalidInputValue } from '../db/database-errors.js';
import { httpStatusOf } from './error-status.js';
import { requestLanguage } from './language.js';
import { isSpaRequest } from './web-app.js';
import path from 'node:path';

/** Every error answer: the error's status (unless Fastify chose one), worded in the caller's language. */
const send = (
  reply: FastifyReply,
  request: FastifyRequest,
  error: DomainError,
  status = httpStatusOf(error),
) => {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  const language = requestLanguage(request);
  const values = error.values
    ? wordValues(error.values, (value) => translate(language, value))
    : undefined;
  const body: ApiErrorBody = {
    message: translate(language, error.messageKey, values),
    code: error.code,
  };
  if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, key]) => [field, translate(language, key)]),
    );
  }
  if (error.conflicts) body.conflicts = error.conflicts;
  return reply.status(status).type('application/json').send(body);
};

/** A zod message is an i18n key when it comes from our schemas; otherwise a generic one. */
const messageKeyOf = (message: string | undefined) =>
  message && /^validation\.\w+$/.test(message) ? message : 'validation.invalidValue';

export const registerErrorHandler = (app: FastifyInstance, options: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return send(reply, request, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= messageKeyOf(issue.message);
      }
      const only = Object.values(fieldErrors);
      // With a single problem the headline names it; with several, the fields carry them.
      const headline = only.length === 1 ? only[0]! : 'errors.validation';
      return send(reply, request, invalid(headline, fieldErrors));
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, request, tooLarge());
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, request, invalid('errors.invalidJson'));
    }
    if (error.statusCode === 429) {
      // A 429 raised by a plugin names no wait we could repeat: no Retry-After.
      return send(reply, request, new DomainError('rate_limited', 'errors.tooManyRequests'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, request, databaseUnavailable());
    }
    if (isInvalidInputValue(error)) {
      // Logged (without its values): a schema or guard should have refused it first.
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, request, invalid());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (unsupported media type, bad content length, ...).
      const refusal = error.statusCode === 404 ? notFound() : invalid();
      return send(reply, request, refusal, error.statusCode);
    }

    request.log.error({ err: error }, 'unhandled error');
    // Never the stack, the SQL or the driver's words: only that it was our fault.
    return send(reply, request, internalError());
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/tools, /reports/5, …) are the SPA's; a missing file is a real 404.
    const pathname = request.url.split('?')[0] ?? '';
    if (options.spa && isSpaRequest(request.method, pathname) && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return send(reply, request, notFound());
  });
};
