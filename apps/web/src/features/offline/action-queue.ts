import {
  isTooOld,
  notSentRecord,
  outcomeOf,
  retryDelay,
  type NotSentAction,
  type QueuedAction,
  type SendOutcome,
} from './queued-action';

/** What one user's device keeps: the writes waiting to be sent, and those given up on. */
export type QueueState = { actions: QueuedAction[]; notSent: NotSentAction[] };

const EMPTY: QueueState = { actions: [], notSent: [] };

type QueueStorage = {
  read: (owner: number) => Promise<QueueState | undefined>;
  write: (owner: number, state: QueueState) => Promise<unknown>;
  forget: (owner: number) => Promise<unknown>;
};

type QueueDeps = {
  storage: QueueStorage;
  /** Sends one write with its idempotency key; resolves with the answer, throws as apiRequest. */
  send: (action: QueuedAction) => Promise<unknown>;
  isOnline: () => boolean;
  now?: () => number;
  /** Runs `retry` after `ms` (setTimeout in the app); answers the way to cancel it. */
  schedule?: (retry: () => void, ms: number) => () => void;
  /** Nothing waits any more, and `sent` writes went since the queue was last empty. */
  onDrained?: (sent: number) => void;
};

const timeout = (retry: () => void, ms: number) => {
  const timer = setTimeout(retry, ms);
  return () => clearTimeout(timer);
};

/**
 * The offline action queue (decision 0034): the writes a user made without signal,
 * kept on the device per user, sent first-in first-out one at a time when the connection returns.
 * A lost connection or a "not now" from the server stops the run (it is tried again later); a
 * final refusal takes the write out and keeps a record for the user to read (and a report's
 * text); a write older than the server's key memory is given up the same way.
 *
 * Every change of the kept state reads it afresh and writes it back in one step, one step at a
 * time, so a write queued while a run is sending is never lost to the run's own bookkeeping.
 */
export const createActionQueue = ({
  storage,
  send,
  isOnline,
  now = Date.now,
  schedule = timeout,
  onDrained,
}: QueueDeps) => {
  let owner: number | null = null;
  // Each change of owner (or a sign-out's discard) starts a new generation: a step begun for an
  // earlier one writes nothing, so a sign-out leaves nothing behind.
  let generation = 0;
  let state: QueueState = EMPTY;
  let steps: Promise<unknown> = Promise.resolve();
  let running: Promise<void> | null = null;
  let runAgain = false;
  let failures = 0;
  // Sent since the queue was last empty: a run cut short by a lost answer counts on in the next.
  let sent = 0;
  let cancelRetry: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: QueueState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** One read-change-write of the owner's kept state, after every step queued before it. */
  const step = <T>(change: (current: QueueState) => { next: QueueState | null; result: T }) => {
    const forOwner = owner;
    const forGeneration = generation;
    const done = steps.then(async () => {
      if (forOwner === null || forGeneration !== generation) return undefined;
      const current = (await storage.read(forOwner)) ?? EMPTY;
      if (forGeneration !== generation) return undefined;
      const { next, result } = change(current);
      if (next) {
        await storage.write(forOwner, next);
        if (forGeneration === generation) publish(next);
      } else if (forGeneration === generation) publish(current);
      return result;
    });
    steps = done.catch(() => undefined);
    return done;
  };

  const stopRetry = () => {
    cancelRetry?.();
    cancelRetry = null;
  };

  const retryLater = (afterMs: number | null) => {
    stopRetry();
    failures += 1;
    // Without a network the next run starts when it returns (`online`), not on a timer.
    if (!isOnline()) return;
    cancelRetry = schedule(
      () => {
        cancelRetry = null;
        void run();
      },
      afterMs ?? retryDelay(failures),
    );
  };

  const giveUp = (action: QueuedAction, outcome: Extract<SendOutcome, { type: 'notSent' }>) =>
    step((current) => ({
      next: {
        actions: current.actions.filter((queued) => queued.id !== action.id),
        notSent: current.notSent.some((record) => record.id === action.id)
          ? current.notSent
          : [...current.notSent, notSentRecord(action, outcome.reason, outcome.detail, now())],
      },
      result: undefined,
    }));

  const remove = (action: QueuedAction) =>
    step((current) => ({
      next: { ...current, actions: current.actions.filter((queued) => queued.id !== action.id) },
      result: undefined,
    }));

  /**
   * Sends the queue's writes in order until it is empty (answers true) or an attempt says
   * "not now" (false: a retry is scheduled, or waits for the network).
   */
  const drain = async (): Promise<boolean> => {
    const forGeneration = generation;
    for (;;) {
      if (!isOnline() || forGeneration !== generation) return false;
      const head = await step((current) => ({ next: null, result: current.actions[0] }));
      if (!head || forGeneration !== generation) break;
      if (isTooOld(head, now())) {
        await giveUp(head, { type: 'notSent', reason: 'tooOld', detail: null });
        continue;
      }
      let outcome: SendOutcome;
      try {
        await send(head);
        outcome = { type: 'sent' };
      } catch (error) {
        outcome = outcomeOf(head.kind, error);
      }
      if (forGeneration !== generation) return false;
      if (outcome.type === 'later') {
        retryLater(outcome.afterMs);
        return false;
      }
      failures = 0;
      if (outcome.type === 'sent') {
        sent += 1;
        await remove(head);
      } else {
        await giveUp(head, outcome);
      }
    }
    if (sent > 0) onDrained?.(sent);
    sent = 0;
    return true;
  };

  /** Sends what waits, unless a run is under way (which then goes round once more). */
  const run = (): Promise<void> => {
    if (running) {
      runAgain = true;
      return running;
    }
    stopRetry();
    running = (async () => {
      try {
        let emptied: boolean;
        do {
          runAgain = false;
          emptied = await drain();
        } while (emptied && runAgain);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    /** Whether writes can be kept for later: someone acting as themselves is signed in. */
    accepts: () => owner !== null,
    /** Follows the session: another user's kept writes are read (and sent), nobody's none. */
    setOwner: async (next: number | null) => {
      if (next === owner) return;
      owner = next;
      generation += 1;
      failures = 0;
      sent = 0;
      stopRetry();
      publish(EMPTY);
      if (next === null) return;
      await step(() => ({ next: null, result: undefined })).catch(() => undefined);
      if (isOnline()) await run();
    },
    /** Keeps a write to send later, behind every write already waiting, and tries to send. */
    enqueue: async (action: QueuedAction) => {
      if (owner === null) throw new Error('Nobody to keep this write for');
      await step((current) => ({
        next: { ...current, actions: [...current.actions, action] },
        result: undefined,
      }));
      if (isOnline()) void run();
    },
    /** A write's first attempt lost its connection: it waits, and is tried again soon. */
    enqueueAfterFailure: async (action: QueuedAction) => {
      if (owner === null) throw new Error('Nobody to keep this write for');
      await step((current) => ({
        next: { ...current, actions: [...current.actions, action] },
        result: undefined,
      }));
      if (!running) retryLater(null);
    },
    run,
    /** The connection came back: the next attempt starts now, with short waits again. */
    online: () => {
      failures = 0;
      return run();
    },
    /** Removes the record of a write that will not be sent (read, or written again). */
    dismiss: (id: string) =>
      step((current) => ({
        next: { ...current, notSent: current.notSent.filter((record) => record.id !== id) },
        result: undefined,
      })),
    /** Signing out: everything this user kept on the device is deleted, sent or not. */
    discard: async () => {
      const forOwner = owner;
      generation += 1;
      stopRetry();
      publish(EMPTY);
      await steps;
      if (forOwner !== null) await storage.forget(forOwner);
    },
  };
};
