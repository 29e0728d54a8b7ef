import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { forget, forgetAll, keepMany, readAllKept } from './keyed-store';
import { deviceOwnerOf, sessionStore } from './session';

/**
 * Readable offline: the data the screens loaded is kept on the device, per user, and
 * put back into the query cache when the app starts again — so My Stuff, the storage units to
 * return to, the reports and the lists last opened appear without signal. Restored data is marked
 * stale: online, every screen fetches it again as it opens; offline, it stays on screen (queries
 * wait for the network), and the offline marker says how old it is.
 *
 * Kept only for a signed-in user acting as themselves (not during an impersonation), and
 * forgotten the moment that session ends: a shared phone never shows one user's data to the next.
 */

/**
 * One record per query (`query-cache/<query hash>`), written only when that query changed: a
 * worker's 2,000 sites are copied into IndexedDB once, not again with every later answer of any
 * screen. IndexedDB copies a value on the main thread when it is put, so one record for the whole
 * cache made every write as long as the cache was large (decision 0049: ~200 ms on a slow phone).
 */
const PREFIX = 'query-cache/';
// The single record of the first version: read no more, removed at start.
const OLD_KEY = 'query-cache';
// Older than this, a copy would mislead more than it helps.
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// Writes are gathered: a screen's queries settle in bursts.
const WRITE_DELAY_MS = 1000;

type KeptQuery = { owner: number; savedAt: number; query: DehydratedState['queries'][number] };

const forgetEverything = () => Promise.all([forgetAll(PREFIX), forget(OLD_KEY)]);

const restore = async (queryClient: QueryClient, owner: number, isCurrent: () => boolean) => {
  void forget(OLD_KEY).catch(() => undefined);
  const kept = await readAllKept<KeptQuery>(PREFIX);
  const fresh = kept.filter(
    ([, record]) => record.owner === owner && Date.now() - record.savedAt <= MAX_AGE_MS,
  );
  // Another user's or too old: a shared phone never shows one user's data to the next.
  if (fresh.length < kept.length) {
    const keepKeys = new Set(fresh.map(([key]) => key));
    await keepMany(
      [],
      kept.map(([key]) => key).filter((key) => !keepKeys.has(key)),
    );
  }
  // Signed out or switched user while reading: this copy is no longer the screen's.
  if (fresh.length === 0 || !isCurrent()) return;
  const queries = fresh.map(([, record]) => record.query);
  // Whatever the screens fetched meanwhile is newer and wins (hydrate keeps the newer data).
  hydrate(queryClient, { queries, mutations: [] });
  for (const { queryKey } of queries)
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
};

/** Starts keeping and restoring `queryClient`'s data; returns the way to stop. */
export const persistQueries = (queryClient: QueryClient) => {
  let owner = deviceOwnerOf(sessionStore.getSnapshot());
  let timer: ReturnType<typeof setTimeout> | undefined;

  // The queries answered or removed since the last write.
  const changed = new Set<string>();

  const write = () => {
    timer = undefined;
    // Written before the restore has run is fine: a record holds one query, and the restore
    // keeps whatever the cache has that is newer.
    if (owner === null) return;
    const hashes = new Set(changed);
    changed.clear();
    const savedAt = Date.now();
    const { queries } = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        hashes.has(query.queryHash) && defaultShouldDehydrateQuery(query),
      shouldDehydrateMutation: () => false,
    });
    const written = new Set(queries.map((query) => query.queryHash));
    const keptBy = owner;
    // Storage full or blocked: the app works on, only without its offline copy.
    keepMany(
      queries.map((query) => [`${PREFIX}${query.queryHash}`, { owner: keptBy, savedAt, query }]),
      [...hashes].filter((hash) => !written.has(hash)).map((hash) => `${PREFIX}${hash}`),
    ).catch(() => undefined);
  };
  const scheduleWrite = (queryHash: string) => {
    changed.add(queryHash);
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };

  const start = () => {
    const restoring = owner;
    if (restoring === null) return;
    restore(queryClient, restoring, () => owner === restoring).catch(() => undefined);
  };
  start();

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      scheduleWrite(event.query.queryHash);
    if (event.type === 'removed') scheduleWrite(event.query.queryHash);
  });
  const stopSession = sessionStore.subscribe(() => {
    const next = deviceOwnerOf(sessionStore.getSnapshot());
    if (next === owner) return;
    owner = next;
    clearTimeout(timer);
    timer = undefined;
    changed.clear();
    // Signed out, another user, or an impersonation: the kept copy is not theirs.
    void forgetEverything().catch(() => undefined);
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
