import type { ErrorCode } from '@toolyard/shared';
import type { DomainError } from '../lib/domain-errors.js';

/** The HTTP status of each error code: the one place where the API's errors meet HTTP. */
const STATUS_OF_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  upstream_failed: 502,
  database_unavailable: 503,
  service_unavailable: 503,
  internal_error: 500,
};

/**
 * The status an error answers with. An internal error that says when to try again is our side
 * being busy, not broken (a full PDF queue): 503 tells clients so, and Retry-After says when.
 */
export const httpStatusOf = (error: Pick<DomainError, 'code' | 'retryAfterSeconds'>): number =>
  error.code === 'internal_error' && error.retryAfterSeconds !== undefined
    ? 503
    : STATUS_OF_CODE[error.code];
