import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type Page } from '@toolyard/shared';
import { apiRequest } from './api-client';

/** What narrows a list screen: the (already debounced) search and, for tools and vehicles, a status. */
export type ListFilters = { search: string; status?: string };

/**
 * The cache key of one paged list. The endpoint comes first, as in every key of ours, so the
 * refresh after a change (api-cache.ts) reaches every search and status of the list at once.
 */
export const pagedListKey = (url: string, filters: ListFilters) =>
  [url, 'paged', { search: filters.search, status: filters.status }] as const;

/** GET of one page: `limit`, the cursor after the first page, and only the filters that are set. */
export const pageUrl = (url: string, filters: ListFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  return `${url}?${params}`;
};

/** The cursor of the page after `page`; undefined tells TanStack Query there is none. */
export const nextPageParam = <T>(page: Page<T>) => page.nextCursor ?? undefined;

/** The rows of every page loaded so far, in the server's order. */
export const flattenPages = <T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] =>
  data ? data.pages.flatMap((page) => page.items) : [];

/**
 * One list screen's pages. A new search or status is a new key, so it starts from the first
 * page; the rows of the previous key stay on screen until the new ones arrive.
 */
export const pagedListOptions = <T>(url: string, filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: pagedListKey(url, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<T>>('GET', pageUrl(url, filters, pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam<T>,
    placeholderData: keepPreviousData,
  });
