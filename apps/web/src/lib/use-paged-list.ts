import { useCallback, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from './paged-list';
import { useDebouncedValue } from './use-debounced-value';

/** What a list screen needs of its pages: the rows, their state, and the way to the next page. */
export type PagedList<T> = {
  items: readonly T[];
  /** A search or status narrows the list: no rows then means "no match", not "none at all". */
  filtered: boolean;
  /** The filters as the server applies them; a new value means a new list from the top. */
  filterKey: string;
  /** Nothing to show yet (the very first page is loading). */
  isPending: boolean;
  /** The first page failed; a failed later page keeps the rows (see loadMoreFailed). */
  error: Error | null;
  retry: () => void;
  /** The rows shown belong to the previous search or status while the new ones load. */
  showsPrevious: boolean;
  /** A new search is typed or on its way: the rows shown are about to change. */
  isUpdating: boolean;
  pageCount: number;
  hasNextPage: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
};

/**
 * A list screen's rows from its paged endpoint (issue 8): the search is debounced and sent to
 * the server with the status; rows arrive 50 at a time as the table asks for more.
 */
export const usePagedList = <T>(
  url: string,
  { search, status }: { search: string; status?: string },
): PagedList<T> => {
  const typed = search.trim();
  const applied = useDebouncedValue(typed);
  const query = useInfiniteQuery(pagedListOptions<T>(url, { search: applied, status }));
  const items = useMemo(() => flattenPages(query.data), [query.data]);
  const { fetchNextPage, refetch } = query;
  // Never a second request for the same page while one is on its way.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  return {
    items,
    filtered: applied !== '' || status !== undefined,
    filterKey: JSON.stringify([applied, status ?? null]),
    isPending: query.isPending,
    error: query.isError && !query.data ? query.error : null,
    retry: () => void refetch(),
    showsPrevious: query.isPlaceholderData,
    isUpdating: query.isPlaceholderData || typed !== applied,
    pageCount: query.data?.pages.length ?? 0,
    hasNextPage: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
  };
};
