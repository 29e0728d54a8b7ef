import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import {
  PAGE_SIZE_DEFAULT,
  type ExportFormat,
  type Page,
  type SortDirection,
} from '@toolyard/shared';
import { apiRequest } from './api-client';

/**
 * The filters a list may offer, as the URL and the API carry them: record ids and the
 * due state of tools and vehicles.
 */
export const LIST_FILTER_PARAMS = [
  'branchId',
  'siteId',
  'storageUnitId',
  'parkingLocationId',
  'assignedWorkerId',
  'due',
] as const;
export type ListFilterParam = (typeof LIST_FILTER_PARAMS)[number];

/**
 * What narrows and orders a list screen: the (already debounced) search, for tools and vehicles
 * a status, the chosen sort and direction, and record filters.
 */
export type ListFilters = {
  search: string;
  status?: string;
  sort?: string;
  dir?: SortDirection;
  /** The organization a superadmin reads a one-organization list of (the notification history). */
  organizationId?: string;
} & Partial<Record<ListFilterParam, string>>;

const QUERY_PARAMS = [
  'search',
  'status',
  'sort',
  'dir',
  ...LIST_FILTER_PARAMS,
  'organizationId',
] as const;

/** The set filters as query parameters, in a fixed order (a cache key and a URL alike). */
const setParams = (filters: ListFilters): Array<[string, string]> =>
  QUERY_PARAMS.flatMap((name) => {
    const value = filters[name];
    return value ? [[name, value] as [string, string]] : [];
  });

/**
 * The cache key of one paged list. The endpoint comes first, as in every key of ours, so the
 * refresh after a change (api-cache.ts) reaches every search and status of the list at once.
 */
export const pagedListKey = (url: string, filters: ListFilters) =>
  [url, 'paged', Object.fromEntries(setParams(filters))] as const;

/** Only the filters that are set, as query parameters: a page and an export read the same. */
const setFilters = (params: URLSearchParams, filters: ListFilters) => {
  for (const [name, value] of setParams(filters)) params.set(name, value);
  return params;
};

/** Only the filters that are set, as an object: what a request body names a list by (label sheets). */
export const setFilterValues = (filters: ListFilters): Record<string, string> =>
  Object.fromEntries(setParams(filters));

/** GET of one page: `limit`, the cursor after the first page, and only the filters that are set. */
export const pageUrl = (url: string, filters: ListFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return `${url}?${setFilters(params, filters)}`;
};

/** The list's export: every row of the same filters, as a CSV or XLSX file. */
export const exportUrl = (url: string, filters: ListFilters, format: ExportFormat) =>
  `${url}/export?${setFilters(new URLSearchParams({ format }), filters)}`;

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
