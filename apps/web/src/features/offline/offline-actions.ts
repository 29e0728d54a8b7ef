import i18n from 'i18next';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { apiRequest } from '@/lib/api-client';
import { beginOwnChange } from '@/lib/change-refresh';
import { forget, keep, readKept } from '@/lib/keyed-store';
import { deviceOwnerOf, sessionStore } from '@/lib/session';
import { createActionQueue, type QueueState } from './action-queue';
import {
  changeKindOf,
  isNetworkFailure,
  outcomeOf,
  queuedActionOf,
  type ActionDraft,
  type QueuedAction,
} from './queued-action';

/**
 * The app's one offline action queue (decision 0034), kept in IndexedDB under one key per user
 * (lib/keyed-store.ts, beside the kept query data), following the session and the network.
 */

const keyOf = (owner: number) => `action-queue:${owner}`;

// The query client whose screens a sent write refreshes; set when the app starts.
let boundClient: QueryClient | null = null;

/**
 * Sends one write with its key, marked as this tab's own change (its live echo is skipped), and
 * refreshes what it affects once answered — also when refused: the screen was out of date.
 * `settleAfterRead` waits for that refresh (a screen's own send, whose dialog closes on the new
 * state); the queue does not wait, so a refresh cut off by the network cannot hold it up.
 */
const deliver = async <T>(
  queryClient: QueryClient | null,
  action: QueuedAction,
  settleAfterRead: boolean,
): Promise<T> => {
  const own = queryClient ? beginOwnChange(queryClient, changeKindOf(action.kind)) : null;
  const { method, path, body } = action.request;
  try {
    const answer = await apiRequest<T>(method, path, body, {
      idempotencyKey: action.idempotencyKey,
    });
    const reading = own?.applied();
    if (settleAfterRead) await reading;
    return answer;
  } catch (error) {
    if (isNetworkFailure(error) || outcomeOf(action.kind, error).type === 'later') {
      own?.undelivered();
    } else {
      const reading = own?.refused();
      if (settleAfterRead) await reading;
    }
    throw error;
  }
};

const queue = createActionQueue({
  storage: {
    read: (owner) => readKept<QueueState>(keyOf(owner)),
    write: (owner, state) => keep(keyOf(owner), state),
    forget: (owner) => forget(keyOf(owner)),
  },
  send: (action) => deliver(boundClient, action, false),
  isOnline: () => onlineManager.isOnline(),
  // Everything that waited has gone: said once, when the queue is empty again.
  onDrained: (count) =>
    void toast({
      title: i18n.t('offline.sentTitle'),
      description: i18n.t('offline.sent', { count }),
    }),
});

export const actionQueue = {
  subscribe: queue.subscribe,
  getSnapshot: queue.getSnapshot,
  dismiss: queue.dismiss,
};

/**
 * Starts the queue for the app's query client: it reads the signed-in user's kept writes and
 * sends them, at start and whenever the connection returns. Answers the way to stop.
 */
export const startOfflineActions = (queryClient: QueryClient) => {
  boundClient = queryClient;
  const follow = () => void queue.setOwner(deviceOwnerOf(sessionStore.getSnapshot()));
  follow();
  const stopSession = sessionStore.subscribe(follow);
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) void queue.online();
  });
  return () => {
    stopSession();
    stopOnline();
    void queue.setOwner(null);
    boundClient = null;
  };
};

/** A write sent now (`data` is the answer) or kept on the device to send later. */
export type Delivery<T> = { queued: false; data: T } | { queued: true };

/**
 * How every queueable write leaves a screen. Online with nothing waiting, it is sent at once
 * (with its idempotency key); without a network, or behind writes still waiting (they go first),
 * it is queued; a send that loses its connection is queued with the same key, so a copy that did
 * arrive is answered, not applied, when it is sent again. A refusal (4xx) is thrown as before.
 * During an impersonation nothing is kept on the device: the write is sent, or fails, as ever.
 */
export const submitAction = async <T>(
  queryClient: QueryClient,
  draft: ActionDraft,
): Promise<Delivery<T>> => {
  const action = queuedActionOf(draft, Date.now());
  if (!queue.accepts()) return { queued: false, data: await deliver<T>(queryClient, action, true) };
  if (!onlineManager.isOnline() || queue.getSnapshot().actions.length > 0) {
    await queue.enqueue(action);
    return { queued: true };
  }
  try {
    return { queued: false, data: await deliver<T>(queryClient, action, true) };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    // Storage refused (private mode, full): the write fails as it would have without a queue.
    await queue.enqueueAfterFailure(action).catch(() => {
      throw error;
    });
    return { queued: true };
  }
};

/** Signing out: what this user kept on the device — writes waiting or given up — is deleted. */
export const discardOfflineActions = () => queue.discard().catch(() => undefined);
