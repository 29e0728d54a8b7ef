import { onlineManager, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The spec's default fetch: a GET of the URL in the first part of the query key. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', String(queryKey[0]), undefined, { signal });

// No retry, no refetch on focus or interval, data never stale. Lists are
// refreshed explicitly after the changes that affect them.
export const createQueryClient = () => {
  // Started without a network (a reload in a basement): the query client assumes online until
  // the browser says otherwise, and queries would fail instead of waiting with the kept data.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      // Offline, a change fails at once and says so (toastFailure), the form keeping what was
      // typed, instead of waiting unseen for the network. The worker's writes that may wait are
      // queued on purpose (features/offline, decision 0034).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
};
