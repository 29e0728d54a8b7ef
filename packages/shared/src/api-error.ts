/** The one error body the API answers with (ARCHITECTURE.md, "API conventions"). */
export type ApiErrorBody = {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
};

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'upstream_failed',
  'database_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
