import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@toolyard/shared';
import { refreshApi } from '@/lib/api-cache';
import { readsStaleAfter } from '@/lib/change-refresh';
import { followLiveEvents } from '@/lib/event-stream';
import { NOTICES_URL } from '@/features/notices';

/** Changes arriving together (a status move and its log) refresh the screen once. */
const BATCH_MS = 150;

/**
 * Real-time equipment tracking (decision 0009): while signed in, the organization's changes
 * arrive from GET /api/events and the queries they affect are refetched — a worker's
 * confirmation appears on the admin's screen without a reload. The echo of a change this tab
 * made itself is skipped: the change refreshed its screen already (lib/change-refresh.ts).
 */
export const useLiveUpdates = (token: string | null) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void followLiveEvents({
      token,
      signal: controller.signal,
      onEvent: (event) => {
        // The reader's own notices changed: the bell asks again.
        if (event.type === 'notices') {
          void refreshApi(queryClient, [NOTICES_URL]);
          return;
        }
        if (event.type !== 'change') return;
        const stale = readsStaleAfter(queryClient, JSON.parse(event.data) as LiveChange);
        if (stale.length === 0) return;
        for (const prefix of stale) pending.add(prefix);
        timer ??= setTimeout(() => {
          timer = undefined;
          void refreshApi(queryClient, [...pending]);
          pending.clear();
        }, BATCH_MS);
      },
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, queryClient]);
};
