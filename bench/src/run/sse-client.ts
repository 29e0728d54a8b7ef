export type StreamEvent = { event: string; data: string; arrivedAt: number };

type Waiter = { matches: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void };

/**
 * Reads a text/event-stream answer and hands each event to whoever waits for one like it.
 * The arrival time is taken when the bytes arrive, before any parsing.
 */
export const readEventStream = (response: Response) => {
  const waiters = new Set<Waiter>();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  const dispatch = (block: string, arrivedAt: number) => {
    const lines = block.split('\n');
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('\n');
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    if (!data) return; // a comment or heartbeat
    const streamEvent = { event, data, arrivedAt };
    for (const waiter of waiters) {
      if (!waiter.matches(streamEvent)) continue;
      waiters.delete(waiter);
      waiter.resolve(streamEvent);
    }
  };

  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const arrivedAt = performance.now();
      buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        dispatch(buffer.slice(0, end), arrivedAt);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => undefined);

  return {
    /** The next event `matches` accepts, or a rejection after `timeoutMs`. */
    next: (matches: (event: StreamEvent) => boolean, timeoutMs: number) =>
      new Promise<StreamEvent>((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve: (event) => (clearTimeout(timer), resolve(event)),
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      }),
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
};
