import type { QueryClient } from '@tanstack/react-query';

/** Whether a query (keyed by its URL first, as all of ours are) reads under one of the prefixes. */
export const readsUnder = (queryKey: readonly unknown[], prefixes: readonly string[]) => {
  const url = queryKey[0];
  return (
    typeof url === 'string' &&
    prefixes.some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
    )
  );
};

/**
 * Refetches every list under the given API paths (after a change the relevant lists are
 * refreshed). '/api/tools' covers /api/tools, its logs, counts and summaries alike. Which paths a
 * change affects is lib/affected-reads.ts's to say, when is lib/change-refresh.ts's.
 */
export const refreshApi = (queryClient: QueryClient, prefixes: readonly string[]) =>
  queryClient.invalidateQueries({ predicate: (query) => readsUnder(query.queryKey, prefixes) });
