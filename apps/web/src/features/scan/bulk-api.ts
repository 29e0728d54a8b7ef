import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkActionInput, BulkActionResponse } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { beginOwnChange } from '@/lib/change-refresh';

/**
 * POST /api/bulk-actions: one action on every collected tool and vehicle. It changes both kinds,
 * so both are marked as this tab's change and both refreshed once answered (decision 0022).
 */
export const useBulkAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkActionInput) => {
      const changes = [beginOwnChange(queryClient, 'tool'), beginOwnChange(queryClient, 'vehicle')];
      try {
        const answer = await apiRequest<BulkActionResponse>('POST', '/api/bulk-actions', body);
        await Promise.all(changes.map((change) => change.applied()));
        return answer;
      } catch (error) {
        for (const change of changes) change.undelivered();
        throw error;
      }
    },
  });
};
