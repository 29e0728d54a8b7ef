import { ERROR_CODES } from '@toolyard/shared';
import { describe, expect, it } from 'vitest';
import { httpStatusOf } from '../../src/http/error-status.js';
import {
  conflict,
  databaseUnavailable,
  internalError,
  rateLimited,
  temporarilyUnavailable,
} from '../../src/lib/domain-errors.js';

describe('the HTTP status of a domain error', () => {
  it('gives every error code a client or server error status', () => {
    for (const code of ERROR_CODES) {
      const status = httpStatusOf({ code, retryAfterSeconds: undefined });
      expect(status >= 400 && status < 600, `${code} → ${status}`).toBe(true);
    }
  });

  it('answers an internal error that names when to retry with 503, and one that does not with 500', () => {
    expect(httpStatusOf(temporarilyUnavailable('errors.reportPdfUnavailable', 5))).toBe(503);
    expect(httpStatusOf(internalError())).toBe(500);
  });

  it('keeps the status of its code when a refusal names when to retry', () => {
    expect(httpStatusOf(rateLimited('errors.tooManyRequests', 30))).toBe(429);
    expect(httpStatusOf(databaseUnavailable())).toBe(503);
    expect(httpStatusOf(conflict('errors.alreadyHandled'))).toBe(409);
  });
});
