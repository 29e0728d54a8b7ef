import { useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionQueue, submitAction } from './offline-actions';
import type { ActionDraft, ActionKind, QueuedAction } from './queued-action';

/** The signed-in user's writes waiting to be sent, and those that will not be. */
export const useActionQueue = () =>
  useSyncExternalStore(actionQueue.subscribe, actionQueue.getSnapshot);

/** The write waiting for the item `id` (a tool's or a vehicle's), if any, of one of `kinds`. */
export const useWaitingFor = (kinds: readonly ActionKind[]) => {
  const { actions } = useActionQueue();
  return (id: number): QueuedAction | undefined =>
    actions.find((action) => action.subject.id === id && kinds.includes(action.kind));
};

/**
 * A mutation whose write goes through the offline queue: sent now, or kept to send later. It runs
 * without a network too (TanStack would pause it), since that is exactly when it is kept.
 */
export const useQueueableMutation = <TInput>(toDraft: (input: TInput) => ActionDraft) => {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: TInput) => submitAction(queryClient, toDraft(input)),
  });
};
