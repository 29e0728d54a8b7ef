import { queryOptions } from '@tanstack/react-query';
import {
  pathOf,
  type AnswerOf,
  type Endpoint,
  type SentBodyOf,
  type SentParamsOf,
} from '@toolyard/shared';
import {
  apiDownload,
  apiRequest,
  apiUpload,
  type DownloadProgress,
  type RequestOptions,
} from './api-client';

type QueryValue = string | number | boolean | null | undefined;

/** A path parameter's value for each `:name` of the endpoint's path. */
export type ParamsFor<E extends Endpoint> =
  SentParamsOf<E> extends object ? { [K in keyof SentParamsOf<E>]: string | number } : never;

export type CallInput<E extends Endpoint> = RequestOptions & {
  params?: ParamsFor<E>;
  query?: Record<string, QueryValue>;
  body?: SentBodyOf<E>;
};

/**
 * The URL of an endpoint of the API table: its path for these parameters, then the query's values
 * that are set. Also what a read is cached under (lib/affected-reads.ts refreshes by path).
 */
export const urlOf = <E extends Endpoint>(
  entry: E,
  params?: ParamsFor<E>,
  query: Record<string, QueryValue> = {},
) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const path = pathOf(entry, params as Record<string, string | number> | undefined);
  return search.size > 0 ? `${path}?${search}` : path;
};

/**
 * Calls an endpoint of the API table (docs/architecture.md, "The API table"): the method and
 * path come from the table, and the answer is typed by its schema. Features call the API only
 * through this; no URL is written by hand.
 */
export const call = <E extends Endpoint>(entry: E, input: CallInput<E> = {}) =>
  apiRequest<AnswerOf<E>>(entry.method, urlOf(entry, input.params, input.query), input.body, input);

/** A list read whole (no `limit`): its answer is the array of every item. */
export const callWhole = async <E extends Endpoint>(entry: E, input: CallInput<E> = {}) => {
  const answer: unknown = await call(entry, input);
  if (!Array.isArray(answer)) throw new Error(`${entry.path} answered a page, not the whole list`);
  return answer as Extract<AnswerOf<E>, readonly unknown[]>;
};

/** A multipart upload to an endpoint of the table (a logo, an import's file, damage photos). */
export const upload = <E extends Endpoint>(entry: E, form: FormData, input: CallInput<E> = {}) =>
  apiUpload<AnswerOf<E>>(urlOf(entry, input.params, input.query), form, input);

/** A file an endpoint of the table answers (a PDF, a template), with its name from the server. */
export const download = <E extends Endpoint>(
  entry: E,
  fallbackName: string,
  input: CallInput<E> & { onProgress?: (progress: DownloadProgress) => void } = {},
) => apiDownload(urlOf(entry, input.params, input.query), fallbackName, input);

/**
 * The query of a GET without parameters, keyed by its path like every read of the API (the
 * refresh after a change finds it by path: lib/affected-reads.ts).
 */
export const endpointQuery = <E extends Endpoint>(entry: E) =>
  queryOptions({
    queryKey: [entry.path],
    queryFn: ({ signal }) => call(entry, { signal }),
  });
