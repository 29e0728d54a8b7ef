import { useCallback, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  flattenPages,
  LIST_FILTER_PARAMS,
  pagedListOptions,
  pagedListKey,
  type ListFilters,
} from './paged-list';
import { useDebouncedValue } from './use-debounced-value';

/** What a list screen needs of its pages: the rows, their state, and the way to the next page. */
export type PagedList<T> = {
  items: readonly T[];
  /** A search or status narrows the list: no rows then means "no match", not "none at all". */
  filtered: boolean;
  /** The filters as the server applies them; a new value means a new list from the top. */
  filterKey: string;
  /** The filters the rows were asked with (the search as sent): an export asks for the same. */
  filters: ListFilters;
  /** How many rows match in all, from the first page; undefined until it arrives. */
  total: number | undefined;
  /** `total` is a lower bound: more rows match than the server counts (a search, "1,000+"). */
  totalCapped: boolean;
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
 * A list screen's rows from its paged endpoint: the search is debounced and sent to
 * the server with the status, sort and filters; rows arrive 50 at a time as the table asks for
 * more.
 */
export const usePagedList = <T>(url: string, { search, ...rest }: ListFilters): PagedList<T> => {
  const typed = search.trim();
  const applied = useDebouncedValue(typed);
  const filters: ListFilters = { ...rest, search: applied };
  const { status } = rest;
  const query = useInfiniteQuery(pagedListOptions<T>(url, filters));
  const items = useMemo(() => flattenPages(query.data), [query.data]);
  const { fetchNextPage, refetch } = query;
  // Never a second request for the same page while one is on its way.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  return {
    items,
    filtered:
      applied !== '' || status !== undefined || LIST_FILTER_PARAMS.some((name) => rest[name]),
    // A new sort is a new list from the top too.
    filterKey: JSON.stringify(pagedListKey(url, filters)[2]),
    filters,
    total: query.data?.pages[0]?.total,
    totalCapped: query.data?.pages[0]?.totalCapped === true,
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
