import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { LiveChange } from '@toolyard/shared';
import { CHANGE_KINDS, readsAffectedBy, type ChangeKind } from './affected-reads';
import { refreshApi } from './api-cache';
import { beginOwnChange, changeRefreshCallbacks, readsStaleAfter } from './change-refresh';

const newCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A screen showing `url`: how often it was read from the server. */
const showOnScreen = async (queryClient: QueryClient, url: string) => {
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: [url],
    queryFn: () => {
      reads += 1;
      return reads;
    },
  });
  observer.subscribe(() => undefined);
  await observer.refetch();
  reads = 0;
  return { reads: () => reads };
};

/** What the live stream does with an event (app/use-live-updates.ts, without the batching). */
const arrives = (queryClient: QueryClient, change: Partial<LiveChange>) =>
  refreshApi(
    queryClient,
    readsStaleAfter(queryClient, { entityType: null, entityId: 1, action: 'x', ...change }),
  );

/** This tab changes something of `kind`; `meanwhile` runs while the server is at it. */
const change = (
  queryClient: QueryClient,
  kind: ChangeKind,
  {
    meanwhile = () => Promise.resolve(),
    fails = false,
    evenOnFailure = false,
  }: { meanwhile?: () => Promise<unknown>; fails?: boolean; evenOnFailure?: boolean } = {},
) =>
  new MutationObserver(queryClient, {
    mutationFn: async () => {
      await meanwhile();
      if (fails) throw new Error('409');
      return 'saved';
    },
    ...changeRefreshCallbacks(queryClient, kind, { evenOnFailure }),
  })
    .mutate(undefined)
    .catch(() => undefined);

describe('one owner of cache invalidation', () => {
  it('refreshes an own change once when its live event arrives before the answer', async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await change(queryClient, 'tool', {
      meanwhile: () => arrives(queryClient, { entityType: 'tool', own: true }),
    });
    expect(tools.reads()).toBe(1);
  });

  it('refreshes an own change once when its live event arrives after the answer', async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await change(queryClient, 'tool');
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(1);
  });

  it("refreshes another user's change, also while an own change of that kind runs", async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await arrives(queryClient, { entityType: 'tool' });
    expect(tools.reads()).toBe(1);
    await change(queryClient, 'tool', {
      meanwhile: () => arrives(queryClient, { entityType: 'tool' }),
    });
    expect(tools.reads()).toBe(3);
  });

  it("refreshes the user's own change made in another tab", async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(1);
    // One change here stands for one echo: a second own event is another tab's.
    await change(queryClient, 'tool');
    await arrives(queryClient, { entityType: 'tool', own: true });
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(3);
  });

  it('does not refresh after a refused change unless asked to, and expects no echo of it', async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await change(queryClient, 'tool', { fails: true });
    expect(tools.reads()).toBe(0);
    await change(queryClient, 'tool', { fails: true, evenOnFailure: true });
    expect(tools.reads()).toBe(1);
    // Nothing was written: an own event now is another tab's change.
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(2);
  });

  it('refreshes the same reads for a change made here and for its live event: the one map', async () => {
    const everyRead = [
      ...new Set(CHANGE_KINDS.flatMap((kind) => readsAffectedBy(kind))),
      '/api/auth/me',
    ];
    const invalidatedBy = async (act: (queryClient: QueryClient) => Promise<unknown>) => {
      const queryClient = newCache();
      for (const url of everyRead) queryClient.setQueryData([`${url}/1`], 'seen');
      await act(queryClient);
      return queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.isInvalidated })
        .map((query) => String(query.queryKey[0]))
        .sort();
    };
    for (const kind of CHANGE_KINDS) {
      const byMutation = await invalidatedBy((queryClient) => change(queryClient, kind));
      const byEvent = await invalidatedBy((queryClient) =>
        arrives(queryClient, { entityType: kind }),
      );
      expect(byEvent, kind).toEqual(byMutation);
      expect(byMutation, kind).toEqual(
        readsAffectedBy(kind)
          .map((url) => `${url}/1`)
          .sort(),
      );
    }
  });

  it('a change the offline queue sends is read once like a mutation, and one that never arrived expects no echo', async () => {
    const queryClient = newCache();
    const tools = await showOnScreen(queryClient, '/api/tools');
    await beginOwnChange(queryClient, 'tool').applied();
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(1);

    // Lost on the way: if it did arrive after all, its event is refreshed, not taken for an echo.
    beginOwnChange(queryClient, 'tool').undelivered();
    await arrives(queryClient, { entityType: 'tool', own: true });
    expect(tools.reads()).toBe(2);
  });
});
