import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@toolyard/shared';
import { readsAffectedBy, type ChangeKind } from './affected-reads';
import { refreshApi } from './api-cache';
import { createOwnChanges, type OwnChange, type OwnChanges } from './own-changes';

/**
 * The one owner of cache invalidation after a change (decision 0022). A change this tab makes
 * refreshes what it affects as soon as the server answers, so the user sees it even when the
 * live stream is down; the live event of that same change is then skipped. Anyone else's change
 * arrives as a live event and refreshes what the same map names.
 */

// Per cache: the changes it was refreshed for are the ones it must not refresh for again.
const ownChangesByCache = new WeakMap<QueryClient, OwnChanges>();

const ownChangesOf = (queryClient: QueryClient) => {
  const known = ownChangesByCache.get(queryClient);
  if (known) return known;
  const created = createOwnChanges();
  ownChangesByCache.set(queryClient, created);
  return created;
};

type RefreshOptions = {
  /** Refresh after a refused change too: a 409 means the screen was out of date. */
  evenOnFailure?: boolean;
};

/**
 * The callbacks a mutation of `kind` spreads into its options: it marks the change as this tab's
 * while it runs, and once answered refreshes what it affects (the mutation settles when that is
 * read again, so a closing dialog reveals the new state).
 */
export const changeRefreshCallbacks = (
  queryClient: QueryClient,
  kind: ChangeKind,
  { evenOnFailure = false }: RefreshOptions = {},
) => ({
  onMutate: (): OwnChange => ownChangesOf(queryClient).begin(kind),
  onSettled: async (
    _data: unknown,
    error: Error | null,
    _variables: unknown,
    change: OwnChange | undefined,
  ) => {
    if (change) ownChangesOf(queryClient).settle(change, !error);
    if (error && !evenOnFailure) return;
    await refreshApi(queryClient, readsAffectedBy(kind));
  },
});

/**
 * One change of `kind` sent outside a mutation (the offline queue, decision 0034): marked as this
 * tab's while it runs, like a mutation's, and then told how it ended.
 */
export const beginOwnChange = (queryClient: QueryClient, kind: ChangeKind) => {
  const own = ownChangesOf(queryClient);
  const change = own.begin(kind);
  return {
    /** Applied: refreshes what it affects (resolves once that is read again). */
    applied: () => {
      own.settle(change, true);
      return refreshApi(queryClient, readsAffectedBy(kind));
    },
    /** Refused by the server: nothing was written, but what the screen showed was out of date. */
    refused: () => {
      own.settle(change, false);
      return refreshApi(queryClient, readsAffectedBy(kind));
    },
    /** It never arrived (no network): nothing changed, no echo will come, nothing to read yet. */
    undelivered: () => own.settle(change, false),
  };
};

export const useChangeRefresh = (kind: ChangeKind, options?: RefreshOptions) =>
  changeRefreshCallbacks(useQueryClient(), kind, options);

/**
 * The API paths a live change makes stale here: none when it is the echo of a change this tab
 * made and already refreshed for, else what the map says.
 */
export const readsStaleAfter = (queryClient: QueryClient, change: LiveChange): string[] =>
  change.own && ownChangesOf(queryClient).takeEcho(change.entityType)
    ? []
    : readsAffectedBy(change.entityType);
