import type { BookingConflict, ErrorCode } from '@toolyard/shared';

export type ErrorValue = string | number | readonly string[];

export type DomainErrorDetails = {
  /**
   * The message's placeholders; a value that is itself an i18n key (a status name) is worded
   * too, and a list of keys is worded and joined.
   */
  values?: Record<string, ErrorValue>;
  /** Per field (dot path, `_` for the whole input): the i18n key of what is wrong with it. */
  fieldErrors?: Record<string, string>;
  /** A refusal for now, not for good: the caller may try again after this many seconds. */
  retryAfterSeconds?: number;
  /** A booking refused for overlapping others: the bookings in the way, sent as they are. */
  conflicts?: BookingConflict[];
};

/**
 * A refusal a use-case raises on purpose, in the API's own terms: the shared error code and an
 * i18n key with its values. It knows no transport; the HTTP layer alone decides the status
 * (http/error-status.ts) and words the message in the caller's language.
 */
export class DomainError extends Error {
  readonly values?: Record<string, ErrorValue>;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly conflicts?: BookingConflict[];

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    details: DomainErrorDetails = {},
  ) {
    super(messageKey);
    this.values = details.values;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.conflicts = details.conflicts;
  }
}

type Explained = Pick<DomainErrorDetails, 'values' | 'fieldErrors' | 'conflicts'>;

/** Values that break a rule; `fieldErrors` names each field that does. */
export const invalid = (messageKey = 'errors.validation', fieldErrors?: Record<string, string>) =>
  new DomainError('validation_failed', messageKey, { fieldErrors });

/** One field's value is refused, and the headline says why: the usual shape of a refusal. */
export const invalidField = (field: string, messageKey: string) =>
  invalid(messageKey, { [field]: messageKey });

export const unauthorized = (messageKey = 'errors.unauthorized') =>
  new DomainError('unauthorized', messageKey);

export const forbidden = (messageKey = 'errors.forbidden', details: Explained = {}) =>
  new DomainError('forbidden', messageKey, details);

/** Missing, or another organization's: the two are never told apart. */
export const notFound = (messageKey = 'errors.notFound') =>
  new DomainError('not_found', messageKey);

/** The request is valid, but the records' current state refuses it. */
export const conflict = (messageKey: string, details: Explained = {}) =>
  new DomainError('conflict', messageKey, details);

/** Well-formed, but it cannot be done as asked (an idempotency key reused for another request). */
export const unprocessable = (messageKey: string) => new DomainError('unprocessable', messageKey);

export const tooLarge = (messageKey = 'errors.payloadTooLarge') =>
  new DomainError('payload_too_large', messageKey);

export const rateLimited = (
  messageKey: string,
  retryAfterSeconds: number,
  values?: Record<string, string | number>,
) => new DomainError('rate_limited', messageKey, { values, retryAfterSeconds });

/** A service we depend on (mail, the AI model) failed: not the caller's fault, nor ours. */
export const upstreamFailed = (messageKey: string) =>
  new DomainError('upstream_failed', messageKey);

export const databaseUnavailable = (
  messageKey = 'errors.databaseUnavailable',
  retryAfterSeconds = 5,
) => new DomainError('database_unavailable', messageKey, { retryAfterSeconds });

/**
 * This server does not offer it at all (it was not started with what it needs, e.g. the job
 * queue): no use retrying here, so no Retry-After.
 */
export const serviceUnavailable = (messageKey: string) =>
  new DomainError('service_unavailable', messageKey);

/** Our side cannot do it right now (a full queue, a failed worker), but may in a moment. */
export const temporarilyUnavailable = (messageKey: string, retryAfterSeconds: number) =>
  new DomainError('internal_error', messageKey, { retryAfterSeconds });

/** Our fault; the answer never says more. */
export const internalError = () => new DomainError('internal_error', 'errors.server');
