/**
 * How many event streams one sign-in may hold open in one server process: a few browser tabs,
 * not an unbounded number of sockets and listeners.
 */
export const STREAMS_PER_SESSION = 6;

/**
 * The event streams this process has open, by the session they belong to: a session that ends
 * (sign-out, password or role change, deletion — drizzle/0006 announces it) ends its streams.
 */
export type StreamHandle = { end: () => void };

export const createOpenStreams = () => {
  const bySession = new Map<number, Set<StreamHandle>>();
  return {
    /** Registers the stream; false when the session already has its share open here. */
    add: (sessionId: number, stream: StreamHandle) => {
      const open = bySession.get(sessionId) ?? new Set<StreamHandle>();
      if (open.size >= STREAMS_PER_SESSION) return false;
      open.add(stream);
      bySession.set(sessionId, open);
      return true;
    },
    remove: (sessionId: number, stream: StreamHandle) => {
      const open = bySession.get(sessionId);
      open?.delete(stream);
      if (open?.size === 0) bySession.delete(sessionId);
    },
    /** The session is over: its streams end (a browser that reconnects gets 401). */
    endSession: (sessionId: number) => {
      for (const stream of bySession.get(sessionId) ?? []) stream.end();
      bySession.delete(sessionId);
    },
    sessionIds: () => [...bySession.keys()],
    /** How many are open, every session's together (the metrics' gauge, decision 0067). */
    count: () => {
      let open = 0;
      for (const streams of bySession.values()) open += streams.size;
      return open;
    },
    endAll: () => {
      for (const open of bySession.values()) for (const stream of open) stream.end();
      bySession.clear();
    },
  };
};

export type OpenStreams = ReturnType<typeof createOpenStreams>;
