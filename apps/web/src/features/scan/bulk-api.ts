import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BulkActionInput } from '@toolyard/shared';
import { beginOwnChange } from '@/lib/change-refresh';
import { call } from '@/lib/api-call';

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
        const answer = await call(api.bulkActions.bulkChange, { body });
        await Promise.all(changes.map((change) => change.applied()));
        return answer;
      } catch (error) {
        for (const change of changes) change.undelivered();
        throw error;
      }
    },
  });
};
