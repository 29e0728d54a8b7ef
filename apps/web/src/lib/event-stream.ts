import { onlineManager } from '@tanstack/react-query';

/** One Server-Sent Event as our API sends it (GET /api/events). */
export type LiveEvent = { id: string | undefined; type: string; data: string };

/**
 * Splits a growing text buffer into complete events (blocks ending in a blank line); answers
 * them and what is left over for the next chunk. Comments (keep-alives) and `retry:` are skipped.
 */
export const takeEvents = (buffer: string): { events: LiveEvent[]; rest: string } => {
  const events: LiveEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | undefined;
    let type = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (type) events.push({ id, type, data: data.join('\n') });
  }
  return { events, rest };
};

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Waits `ms` before the next attempt — without a network, until it returns, however long that is
 * (trying meanwhile cannot succeed) — and ends the wait at once when the connection comes back,
 * so live updates resume with it rather than up to half a minute later (decision 0034).
 */
const untilNextAttempt = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopOnline();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = onlineManager.isOnline() ? setTimeout(done, ms) : undefined;
    const stopOnline = onlineManager.subscribe((online) => {
      if (online) done();
    });
    signal.addEventListener('abort', done);
  });

/**
 * Keeps a stream of the organization's changes open with the bearer token (EventSource cannot
 * send one), reconnecting after a drop with Last-Event-ID so nothing is missed — at once when the
 * device comes back online. Stops on abort and when the token is refused (401): the session is
 * over.
 */
export const followLiveEvents = async (options: {
  token: string;
  signal: AbortSignal;
  onEvent: (event: LiveEvent) => void;
}) => {
  let lastEventId: string | undefined;
  let failures = 0;
  while (!options.signal.aborted) {
    try {
      const response = await fetch('/api/events', {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${options.token}`,
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        signal: options.signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        failures = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = takeEvents(buffer + value);
          buffer = rest;
          for (const event of events) {
            if (event.id) lastEventId = event.id;
            options.onEvent(event);
          }
        }
      }
    } catch {
      if (options.signal.aborted) return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    const wasOnline = onlineManager.isOnline();
    await untilNextAttempt(delay, options.signal);
    // Back from offline: the next drop starts again from the shortest wait.
    if (!wasOnline) failures = 0;
  }
};
