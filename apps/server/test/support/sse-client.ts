export type ServerSentEvent = { id?: string; event?: string; data: string };

/**
 * A Server-Sent Events client over fetch (so it can send a bearer token, as the web app does):
 * collects events as they arrive; `next` waits for the first one matching.
 */
export const openEventStream = async (url: string, headers: Record<string, string>) => {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ServerSentEvent[] = [];
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => undefined;
  /** Settles when the server ends the stream (or the client closes it). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  if (!response.ok || !response.body) markEnded();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: ServerSentEvent = { data: '' };
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') event.data += value;
            }
            if (event.event) {
              events.push(event);
              for (const wake of waiters) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted or the server ended the stream
      }
      markEnded();
    })();
  }
  const next = (matching: (event: ServerSentEvent) => boolean, timeoutMs = 5_000) =>
    new Promise<ServerSentEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(matching);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    response,
    events,
    next,
    ended,
    close: () => controller.abort(),
  };
};

export const dataOf = (event: ServerSentEvent) =>
  JSON.parse(event.data) as { entityType: string | null; entityId: number | null; action: string };
