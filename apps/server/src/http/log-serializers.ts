import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from './client-address.js';

/**
 * What may reach a log line. Drizzle puts every query's parameters into its error message
 * ("Failed query: … params: …") — a new user's password hash, e-mail addresses, report text — and
 * PostgreSQL's `detail` repeats values ("Key (email)=(…) already exists"). A log is read by more
 * people than the database, so errors keep their kind, code and SQL text, never the values; and
 * request lines keep the path, never the query string (searches, tokens in links).
 */
const PARAMS_MARKER = /\nparams: [\s\S]*$/;
const KEPT_DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;
const MAX_CAUSE_DEPTH = 4;

type Serialized = Record<string, unknown>;

// PostgreSQL quotes the value it refused: invalid input syntax for type integer: "…".
const QUOTED_VALUE = /"(?:[^"\\]|\\.)*"/g;

const withoutValues = (text: string, fromDatabase: boolean) => {
  const cut = text.replace(PARAMS_MARKER, '\nparams: [hidden]');
  return fromDatabase ? cut.replace(QUOTED_VALUE, '"[hidden]"') : cut;
};

/** The stack's frames under the cleaned message (its first lines repeat the message). */
const stackOf = (error: Error, message: string) => {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
};

export const serializeError = (error: unknown, depth = 0): Serialized | undefined => {
  if (!(error instanceof Error))
    return error === undefined ? undefined : { message: 'non-error thrown', type: typeof error };
  const source = error as Error & Record<string, unknown>;
  // PostgreSQL's own errors carry a SQLSTATE code and quote values in their message.
  const fromDatabase =
    typeof source.code === 'string' && /^[0-9A-Z]{5}$/.test(source.code) && 'severity' in source;
  const message = withoutValues(error.message, fromDatabase);
  const out: Serialized = { type: error.constructor?.name ?? 'Error', message };
  if (typeof source.query === 'string') out.query = source.query;
  for (const field of KEPT_DATABASE_FIELDS) {
    if (typeof source[field] === 'string' || typeof source[field] === 'number')
      out[field] = source[field];
  }
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  out.stack = stackOf(error, message);
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(source.cause, depth + 1);
  return out;
};

export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: clientAddressOf(request),
});

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
