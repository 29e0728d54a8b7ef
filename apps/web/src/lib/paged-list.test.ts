import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@toolyard/shared';
import { refreshApi } from './api-cache';
import {
  flattenPages,
  nextPageParam,
  pagedListKey,
  pagedListOptions,
  exportUrl,
  pageUrl,
  type ListFilters,
} from './paged-list';

// The list endpoint is played by fakeServer below; the client's own fetch, token and headers
// are not what these tests are about.
const endpoint = vi.hoisted(() => ({
  get: (_path: string): Promise<unknown> => Promise.reject(new Error('no server')),
}));
vi.mock('./api-client', () => ({
  apiRequest: (_method: string, path: string) => endpoint.get(path),
}));

type Row = { id: number; name: string };

const ROWS: Row[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `Tool ${String(index + 1).padStart(3, '0')}`,
}));

/**
 * A stand-in for a list endpoint that keeps the contract (packages/shared/src/lists/pages.ts):
 * `limit` rows after the cursor, the search as a substring, an opaque cursor to the next page.
 */
const fakeServer = (rows: readonly Row[]) => {
  const requests: URL[] = [];
  let pending: Array<() => void> = [];
  let held = false;
  const answer = (url: URL): Page<Row> => {
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const matching = rows.filter((row) => row.name.toLowerCase().includes(search));
    const after = Number(atob(url.searchParams.get('cursor') ?? btoa('0')));
    const limit = Number(url.searchParams.get('limit'));
    const items = matching.filter((row) => row.id > after).slice(0, limit);
    const last = items.at(-1);
    const more = last !== undefined && matching.some((row) => row.id > last.id);
    return { items, nextCursor: more ? btoa(String(last.id)) : null };
  };
  const get = async (path: string) => {
    const url = new URL(path, 'http://localhost');
    requests.push(url);
    if (held) await new Promise<void>((resolve) => pending.push(resolve));
    return answer(url);
  };
  return {
    get,
    requests,
    /** Answers wait until released, so a test can look at the screen in between. */
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      pending.forEach((resolve) => resolve());
      pending = [];
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paged list requests: limit, cursor and filters in the URL', () => {
  it('exports with the same filters as the page asks for, without limit or cursor', () => {
    const url = new URL(
      exportUrl('/api/tools', { search: 'hilti bohr', status: 'maintenance' }, 'xlsx'),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/tools/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'xlsx',
      search: 'hilti bohr',
      status: 'maintenance',
    });
    expect(exportUrl('/api/sites', { search: '' }, 'csv')).toBe('/api/sites/export?format=csv');
  });

  it('asks for 50 rows, sends only the filters that are set, and the cursor after the first page', () => {
    expect(pageUrl('/api/tools', { search: '' }, null)).toBe('/api/tools?limit=50');
    const url = new URL(
      pageUrl('/api/tools', { search: 'hilti bohr', status: 'maintenance' }, 'abc=='),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/tools');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '50',
      cursor: 'abc==',
      search: 'hilti bohr',
      status: 'maintenance',
    });
  });

  it('keys every filter under the endpoint, so a refresh of the endpoint reaches them all', () => {
    expect(pagedListKey('/api/tools', { search: 'saw', status: 'available' })).toEqual([
      '/api/tools',
      'paged',
      { search: 'saw', status: 'available' },
    ]);
  });

  it('has a next page while the server names a cursor, and none after the last page', () => {
    expect(nextPageParam({ items: [1], nextCursor: 'next' })).toBe('next');
    expect(nextPageParam({ items: [1], nextCursor: null })).toBeUndefined();
  });

  it('flattens the loaded pages into one list in the order they came', () => {
    const data: InfiniteData<Page<string>, unknown> = {
      pages: [
        { items: ['a', 'b'], nextCursor: 'x' },
        { items: ['c'], nextCursor: null },
      ],
      pageParams: [null, 'x'],
    };
    expect(flattenPages(data)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('paged list query (TanStack infinite query against a contract stand-in)', () => {
  let queryClient: QueryClient;
  let server: ReturnType<typeof fakeServer>;

  beforeEach(() => {
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    server = fakeServer(ROWS);
    endpoint.get = server.get;
  });

  afterEach(() => {
    queryClient.clear();
  });

  /** A list screen's query, subscribed as a mounted screen would be, once its first page is in. */
  const openList = async (filters: ListFilters) => {
    const observer = new InfiniteQueryObserver(
      queryClient,
      pagedListOptions<Row>('/api/tools', filters),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const rows = () => flattenPages(observer.getCurrentResult().data);
    return { observer, unsubscribe, rows };
  };

  it('follows nextCursor until the last page and yields every row exactly once, in order', async () => {
    const { observer, unsubscribe, rows } = await openList({ search: '' });
    expect(rows()).toHaveLength(50);

    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();

    expect(rows().map((row) => row.id)).toEqual(ROWS.map((row) => row.id));
    expect(server.requests.map((url) => url.searchParams.has('cursor'))).toEqual([
      false,
      true,
      true,
    ]);
    unsubscribe();
  });

  it('starts a new search from the first page and keeps the previous rows on screen meanwhile', async () => {
    const { observer, unsubscribe, rows } = await openList({ search: '' });
    await observer.fetchNextPage();
    expect(rows()).toHaveLength(100);

    server.hold();
    observer.setOptions(pagedListOptions<Row>('/api/tools', { search: 'tool 11' }));
    await settle();
    expect(observer.getCurrentResult().isPlaceholderData).toBe(true);
    expect(rows()).toHaveLength(100);

    server.release();
    await vi.waitFor(() => expect(observer.getCurrentResult().isPlaceholderData).toBe(false));
    expect(rows().map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Tool ${110 + index}`),
    );
    const last = server.requests.at(-1)!;
    expect(last.searchParams.get('search')).toBe('tool 11');
    expect(last.searchParams.has('cursor')).toBe(false);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    unsubscribe();
  });

  it('is refetched, every loaded page again, when a change refreshes its endpoint', async () => {
    const { observer, unsubscribe, rows } = await openList({ search: '' });
    await observer.fetchNextPage();
    const before = server.requests.length;

    await refreshApi(queryClient, ['/api/tools']);

    expect(server.requests.length - before).toBe(2);
    expect(rows()).toHaveLength(100);
    unsubscribe();
  });
});
