import { useDeferredValue, type ReactNode } from 'react';
import { LoadError, type LoadErrorLook } from './load-error';
import { Spinner } from './spinner';

/** What a screen reads from the API, as far as its states go; a `useQuery` result is one. */
export type QueryLike<T> = {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

type QueryStatesProps<T> = {
  query: QueryLike<T>;
  /** Says what did not load, e.g. "Failed to load the tool's log". */
  loadFailedTitle: string;
  /** How the failure reads (see LoadError); a dashboard widget's spinner is smaller too. */
  look?: LoadErrorLook;
  /** Shown instead of the content when the answer is an empty list. */
  empty?: ReactNode;
  /** The screen's frame around a failure, e.g. its heading and a way back. */
  failureFrame?: (failure: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one ladder of a screen that reads something: a spinner (role status) while it loads, the
 * failure (role alert) with a retry, the empty state, or the content with the data.
 */
export const QueryStates = <T,>({
  query,
  loadFailedTitle,
  look = 'page',
  empty,
  failureFrame = (failure) => failure,
  children,
}: QueryStatesProps<T>) => {
  // The data's first arrival is rendered in a background render that React splits into slices
  // of a few milliseconds: a query's answer alone would be rendered in one piece, and a
  // screen built from it held a slow phone's main thread in one long task. Later answers (a
  // refetch) render at once, as the content is there already.
  const arrived = useDeferredValue(query.data !== undefined);
  if (query.isPending || (query.data !== undefined && !arrived)) {
    return <Spinner className={look === 'inline' ? 'p-4' : undefined} />;
  }
  if (query.error) {
    return failureFrame(
      <LoadError
        title={loadFailedTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        look={look}
      />,
    );
  }
  if (query.data === undefined) return null;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
};

type DataOf<Q> = Q extends QueryLike<infer Data> ? Exclude<Data, undefined> : never;

/**
 * Several reads as one (My Stuff's six): loading while any loads, failed when any failed (with
 * the first failure's message; a retry repeats the failed ones), else all their data in order.
 */
export const allQueries = <const Queries extends readonly QueryLike<unknown>[]>(
  queries: Queries,
): QueryLike<{ -readonly [K in keyof Queries]: DataOf<Queries[K]> }> => {
  const failed = queries.filter((query) => query.error);
  const loaded = queries.every((query) => query.data !== undefined && !query.error);
  return {
    isPending: failed.length === 0 && queries.some((query) => query.isPending),
    error: failed[0]?.error ?? null,
    data: loaded
      ? (queries.map((query) => query.data) as {
          -readonly [K in keyof Queries]: DataOf<Queries[K]>;
        })
      : undefined,
    refetch: () => failed.forEach((query) => void query.refetch()),
  };
};
