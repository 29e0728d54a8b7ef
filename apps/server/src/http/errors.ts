import type { ErrorCode } from '@toolyard/shared';

/**
 * An error a use-case throws on purpose. `messageKey` and the field messages are i18n keys; the
 * error handler translates them into the caller's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly options: {
      values?: Record<string, string | number>;
      fieldErrors?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (
  messageKey = 'errors.validation',
  fieldErrors?: Record<string, string>,
) => new HttpError(400, 'validation_failed', messageKey, { fieldErrors });
export const unauthorized = (messageKey = 'errors.unauthorized') =>
  new HttpError(401, 'unauthorized', messageKey);
export const forbidden = (messageKey = 'errors.forbidden') =>
  new HttpError(403, 'forbidden', messageKey);
export const notFound = (messageKey = 'errors.notFound') =>
  new HttpError(404, 'not_found', messageKey);
export const conflict = (messageKey: string, fieldErrors?: Record<string, string>) =>
  new HttpError(409, 'conflict', messageKey, { fieldErrors });
export const tooManyRequests = (
  messageKey: string,
  retryAfterSeconds: number,
  values?: Record<string, string | number>,
) =>
  new HttpError(429, 'rate_limited', messageKey, {
    values,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
