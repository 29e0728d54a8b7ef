import { ApiError } from './api-client';

export type ErrorDetails = {
  /** The server's own (already localized) message, or null when it sent none we can show. */
  message: string | null;
  /** Messages per form field, already localized by the server. */
  fieldErrors: Record<string, string>;
};

const NO_DETAILS: ErrorDetails = { message: null, fieldErrors: {} };

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** Reads the API's `{message, code, fieldErrors}` body out of an error thrown by apiRequest. */
export const errorDetails = (error: unknown): ErrorDetails => {
  if (!(error instanceof ApiError)) return NO_DETAILS;

  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    // A proxy or a crashed server can answer with HTML or plain text: nothing to show a user.
    return NO_DETAILS;
  }
  if (typeof parsed !== 'object' || parsed === null) return NO_DETAILS;

  const { message, fieldErrors } = parsed as { message?: unknown; fieldErrors?: unknown };
  return {
    message: typeof message === 'string' && message.trim() ? message : null,
    fieldErrors: isStringRecord(fieldErrors) ? fieldErrors : {},
  };
};
