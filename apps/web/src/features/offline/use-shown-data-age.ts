import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * When the data on screen was fetched: the oldest `dataUpdatedAt` of the queries the current
 * screen observes (0 when it shows nothing loaded). The oldest, because "last updated" must not
 * claim a freshness that part of the screen does not have.
 */
export const useShownDataAge = () => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      let oldest = 0;
      for (const query of cache.findAll({ type: 'active' })) {
        const updated = query.state.dataUpdatedAt;
        if (updated > 0 && (oldest === 0 || updated < oldest)) oldest = updated;
      }
      return oldest;
    },
  );
};
