// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createActionQueue, type QueueState } from './action-queue';
import { queuedActionOf, type ActionDraft, type QueuedAction } from './queued-action';

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-11-26T08:00:00Z');

const confirmTool = (id: number, name = `Tool ${id}`): ActionDraft => ({
  kind: 'confirmTool',
  path: `/api/tools/${id}/confirm`,
  subject: { id, name },
});

const report = (title: string): ActionDraft => ({
  kind: 'createReport',
  path: '/api/reports',
  body: { title, siteId: 3, reportDate: '2026-11-26', content: 'Poured the slab.' },
  subject: { id: null, name: title },
});

const refusal = (status: number, message: string, retryAfter: number | null = null) =>
  new ApiError(status, '', JSON.stringify({ message }), retryAfter);

/** A send that answers when the test says so, one call at a time. */
const controlledSend = () => {
  const calls: Array<{
    action: QueuedAction;
    answer: () => void;
    fail: (error: unknown) => void;
  }> = [];
  const waiters: Array<() => void> = [];
  const send = (action: QueuedAction) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ action, answer: () => resolve({ id: 1 }), fail: reject });
      waiters.splice(0).forEach((wake) => wake());
    });
  /** Resolves once the `n`th call (1-based) has been made. */
  const call = async (n: number) => {
    while (calls.length < n) await new Promise<void>((wake) => waiters.push(wake));
    return calls[n - 1]!;
  };
  return { send, calls, call };
};

const setUp = (
  options: {
    send?: (action: QueuedAction) => Promise<unknown>;
    online?: boolean;
    now?: () => number;
  } = {},
) => {
  const kept = new Map<number, QueueState>();
  const scheduled: Array<{ retry: () => void; ms: number; cancelled: boolean }> = [];
  let online = options.online ?? true;
  const drained: number[] = [];
  const queue = createActionQueue({
    storage: {
      read: async (owner) => structuredClone(kept.get(owner)),
      write: async (owner, state) => kept.set(owner, structuredClone(state)),
      forget: async (owner) => kept.delete(owner),
    },
    send: options.send ?? (async () => ({})),
    isOnline: () => online,
    now: options.now ?? (() => START),
    onDrained: (sent) => drained.push(sent),
    schedule: (retry, ms) => {
      const entry = { retry, ms, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  });
  return {
    queue,
    kept,
    scheduled,
    drained,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      return queue.online();
    },
  };
};

const action = (draft: ActionDraft, createdAt = START) => queuedActionOf(draft, createdAt);

describe('the offline action queue', () => {
  it('keeps what is done without signal, per user, and sends it first-in first-out, one at a time, when the connection returns', async () => {
    const remote = controlledSend();
    const { queue, kept, goOffline, goOnline } = setUp({ send: remote.send });
    goOffline();
    await queue.setOwner(7);
    const first = action(confirmTool(1));
    const second = action(confirmTool(2));
    const third = action(report('Slab poured'));
    await queue.enqueue(first);
    await queue.enqueue(second);
    await queue.enqueue(third);
    expect(remote.calls).toHaveLength(0);
    expect(kept.get(7)?.actions.map((queued) => queued.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);

    const running = goOnline();
    (await remote.call(1)).answer();
    // The second starts only once the first was answered.
    expect(remote.calls).toHaveLength(1);
    (await remote.call(2)).answer();
    (await remote.call(3)).answer();
    await running;

    expect(remote.calls.map((call) => call.action.id)).toEqual([first.id, second.id, third.id]);
    expect(kept.get(7)).toEqual({ actions: [], notSent: [] });
    expect(queue.getSnapshot().actions).toEqual([]);
  });

  it('a lost connection stops the run: nothing after it is sent, and the retry sends the same request with the same key', async () => {
    const remote = controlledSend();
    const { queue, kept, scheduled, drained, goOnline } = setUp({
      send: remote.send,
      online: false,
    });
    await queue.setOwner(7);
    const first = action(confirmTool(1));
    const second = action(confirmTool(2));
    await queue.enqueue(first);
    await queue.enqueue(second);

    const running = goOnline();
    (await remote.call(1)).fail(new TypeError('Failed to fetch'));
    await running;
    expect(remote.calls).toHaveLength(1);
    expect(kept.get(7)?.actions).toHaveLength(2);
    expect(scheduled.map((retry) => retry.ms)).toEqual([2_000]);

    scheduled[0]!.retry();
    const resent = await remote.call(2);
    expect(resent.action).toEqual(first);
    expect(resent.action.idempotencyKey).toBe(first.idempotencyKey);
    expect(drained).toEqual([]);
    resent.answer();
    (await remote.call(3)).answer();
    await queue.run();
    expect(kept.get(7)?.actions).toEqual([]);
    // Said once, when nothing waits any more.
    expect(drained).toEqual([2]);
  });

  it('waits as long as the server says when the first attempt with the key is still running (409 with Retry-After)', async () => {
    const remote = controlledSend();
    const { queue, kept, scheduled, goOnline } = setUp({ send: remote.send, online: false });
    await queue.setOwner(7);
    await queue.enqueue(action(confirmTool(1)));

    const running = goOnline();
    (await remote.call(1)).fail(refusal(409, 'Still being processed', 3));
    await running;

    expect(scheduled.map((retry) => retry.ms)).toEqual([3_000]);
    expect(kept.get(7)?.actions).toHaveLength(1);
    expect(kept.get(7)?.notSent).toEqual([]);
  });

  it('a final refusal takes the write out, says why in terms of the item, and the run goes on with the next', async () => {
    const remote = controlledSend();
    const { queue, kept, goOnline } = setUp({ send: remote.send, online: false });
    await queue.setOwner(7);
    const reassigned = action(confirmTool(1, 'Hilti TE 30'));
    const handled = action(confirmTool(2, 'Core drill'));
    const written = action(report('Slab poured'));
    const after = action(confirmTool(3));
    for (const queued of [reassigned, handled, written, after]) await queue.enqueue(queued);

    const running = goOnline();
    (await remote.call(1)).fail(refusal(404, 'Not found'));
    (await remote.call(2)).fail(refusal(409, 'This item is no longer waiting for you'));
    (await remote.call(3)).fail(refusal(400, 'This site is closed'));
    (await remote.call(4)).answer();
    await running;

    const state = kept.get(7)!;
    expect(state.actions).toEqual([]);
    expect(
      state.notSent.map(({ id, reason, detail, subject }) => ({ id, reason, detail, subject })),
    ).toEqual([
      { id: reassigned.id, reason: 'notAssigned', detail: null, subject: reassigned.subject },
      { id: handled.id, reason: 'changed', detail: null, subject: handled.subject },
      {
        id: written.id,
        reason: 'refused',
        detail: 'This site is closed',
        subject: written.subject,
      },
    ]);
    // Nothing typed is lost: the report's text is kept to write it again.
    expect(state.notSent[2]!.body).toEqual(written.request.body);
    expect(state.notSent[0]!.body).toBeUndefined();

    await queue.dismiss(reassigned.id);
    expect(kept.get(7)!.notSent.map((record) => record.id)).toEqual([handled.id, written.id]);
  });

  it('a server error or an ended session is not a refusal: the write stays and is tried again', async () => {
    const remote = controlledSend();
    const { queue, kept, scheduled, goOnline } = setUp({ send: remote.send, online: false });
    await queue.setOwner(7);
    await queue.enqueue(action(confirmTool(1)));

    let running = goOnline();
    (await remote.call(1)).fail(refusal(503, 'Database away'));
    await running;
    running = queue.run();
    (await remote.call(2)).fail(refusal(401, 'Session expired'));
    await running;

    expect(kept.get(7)?.actions).toHaveLength(1);
    expect(kept.get(7)?.notSent).toEqual([]);
    // Each failure in a row waits longer.
    expect(scheduled.map((retry) => retry.ms)).toEqual([2_000, 5_000]);
  });

  it("gives up a write older than the server remembers keys (24 h) instead of sending it, keeping a report's text", async () => {
    let now = START;
    const remote = controlledSend();
    const { queue, kept, goOnline } = setUp({
      send: remote.send,
      online: false,
      now: () => now,
    });
    await queue.setOwner(7);
    const old = action(report('Monday'), START);
    const fresh = action(confirmTool(4), START + 2 * HOUR);
    await queue.enqueue(old);
    await queue.enqueue(fresh);

    now = START + 24 * HOUR + 1;
    const running = goOnline();
    (await remote.call(1)).answer();
    await running;

    expect(remote.calls.map((call) => call.action.id)).toEqual([fresh.id]);
    expect(kept.get(7)?.notSent).toEqual([
      expect.objectContaining({ id: old.id, reason: 'tooOld', body: old.request.body }),
    ]);
  });

  it('a write queued while a run is sending waits behind it and is not lost to the run', async () => {
    const remote = controlledSend();
    const { queue, kept, goOnline } = setUp({ send: remote.send, online: false });
    await queue.setOwner(7);
    const first = action(confirmTool(1));
    await queue.enqueue(first);

    const running = goOnline();
    const inFlight = await remote.call(1);
    const late = action(confirmTool(2));
    await queue.enqueue(late);
    inFlight.answer();
    (await remote.call(2)).answer();
    await running;

    expect(remote.calls.map((call) => call.action.id)).toEqual([first.id, late.id]);
    expect(kept.get(7)?.actions).toEqual([]);
  });

  it('each user has their own queue; signing out deletes it, even while a write is being sent', async () => {
    const remote = controlledSend();
    const { queue, kept, goOnline } = setUp({ send: remote.send, online: false });
    await queue.setOwner(7);
    await queue.enqueue(action(confirmTool(1)));
    await queue.enqueue(action(confirmTool(2)));
    await queue.setOwner(8);
    expect(queue.getSnapshot().actions).toEqual([]);
    await queue.setOwner(7);
    expect(queue.getSnapshot().actions).toHaveLength(2);

    const running = goOnline();
    const inFlight = await remote.call(1);
    await queue.discard();
    inFlight.answer();
    await running;

    expect(kept.has(7)).toBe(false);
    expect(remote.calls).toHaveLength(1);
    expect(queue.getSnapshot()).toEqual({ actions: [], notSent: [] });
  });

  it('keeps nothing for nobody: without a signed-in user acting as themselves a write cannot be queued', async () => {
    const { queue, kept } = setUp();
    expect(queue.accepts()).toBe(false);
    await expect(queue.enqueue(action(confirmTool(1)))).rejects.toThrow();
    expect(kept.size).toBe(0);
  });
});
