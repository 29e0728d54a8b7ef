import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { forget, keep, readKept } from './keyed-store';
import { deviceOwnerOf, sessionStore } from './session';

/**
 * Readable offline (issue 15): the data the screens loaded is kept on the device, per user, and
 * put back into the query cache when the app starts again — so My Stuff, the storage units to
 * return to, the reports and the lists last opened appear without signal. Restored data is marked
 * stale: online, every screen fetches it again as it opens; offline, it stays on screen (queries
 * wait for the network), and the offline marker says how old it is.
 *
 * Kept only for a signed-in user acting as themselves (not during an impersonation), and
 * forgotten the moment that session ends: a shared phone never shows one user's data to the next.
 */

const KEY = 'query-cache';
// Older than this, a copy would mislead more than it helps.
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// Writes are gathered: a screen's queries settle in bursts.
const WRITE_DELAY_MS = 1000;

type Kept = { owner: number; savedAt: number; state: DehydratedState };

const restore = async (queryClient: QueryClient, owner: number) => {
  const kept = await readKept<Kept>(KEY);
  if (!kept) return;
  if (kept.owner !== owner || Date.now() - kept.savedAt > MAX_AGE_MS) {
    await forget(KEY);
    return;
  }
  // Whatever the screens fetched meanwhile is newer and wins (hydrate keeps the newer data).
  hydrate(queryClient, kept.state);
  for (const { queryKey } of kept.state.queries)
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
};

/** Starts keeping and restoring `queryClient`'s data; returns the way to stop. */
export const persistQueries = (queryClient: QueryClient) => {
  let owner = deviceOwnerOf(sessionStore.getSnapshot());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restored = false;

  const write = () => {
    timer = undefined;
    if (owner === null || !restored) return;
    const kept: Kept = { owner, savedAt: Date.now(), state: dehydrate(queryClient) };
    // Storage full or blocked: the app works on, only without its offline copy.
    keep(KEY, kept).catch(() => undefined);
  };
  const scheduleWrite = () => {
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };

  const start = () => {
    restored = false;
    if (owner === null) return;
    const restoring = owner;
    restore(queryClient, restoring)
      .catch(() => undefined)
      .finally(() => {
        if (owner === restoring) restored = true;
      });
  };
  start();

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') scheduleWrite();
    if (event.type === 'removed') scheduleWrite();
  });
  const stopSession = sessionStore.subscribe(() => {
    const next = deviceOwnerOf(sessionStore.getSnapshot());
    if (next === owner) return;
    owner = next;
    clearTimeout(timer);
    timer = undefined;
    // Signed out, another user, or an impersonation: the kept copy is not theirs.
    void forget(KEY).catch(() => undefined);
    start();
  });
  // A phone locked or an app switched away may never come back: write now.
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) {
      clearTimeout(timer);
      write();
    }
  };
  document.addEventListener('visibilitychange', onHidden);

  return () => {
    stopCache();
    stopSession();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
  };
};
