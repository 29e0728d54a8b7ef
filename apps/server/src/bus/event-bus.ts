import type pg from 'pg';

export const EVENTS_CHANNEL = 'toolyard_events';
/** A session was revoked or deleted (drizzle/0006): its open streams must end. */
export const SESSION_ENDS_CHANNEL = 'toolyard_session_ends';
/** A session, user or organization row changed (drizzle/0009): what was known of it is stale. */
export const AUTH_CHANGES_CHANNEL = 'toolyard_auth_changes';
/** A user's notices changed (modules/notices/notice-signal.ts): the payload is their id. */
export const NOTICES_CHANNEL = 'toolyard_notices';

/** A recorded change as the database announces it (see drizzle/0004_live_events.sql). */
export type ChangeEvent = {
  id: number;
  organizationId: number | null;
  entityType: string | null;
  entityId: number | null;
  action: string;
  /** Who made the change (drizzle/0010); only compared with the viewer, never sent on. */
  actorUserId: number | null;
};

export type EventListener = {
  onEvent: (event: ChangeEvent) => void;
  /** The notices of user `userId` changed: only that user's screens may hear of it. */
  onNotices?: (userId: number) => void;
  /** The LISTEN connection was lost and is back: events in between must be read from the log. */
  onResync: () => void;
};

/** Told of every session that ended, in any server process. */
export type SessionEndListener = {
  onSessionEnd: (sessionId: number) => void;
  /** Ends may have been missed while the connection was away: check the open sessions again. */
  onResync: () => void;
};

/** Told of every change of a session, user or organization row, and of the connection's state. */
export type AuthChangeListener = {
  /** The raw payload: 's:<session id>', 'u:<user id>', 'o:<organization id>' or 'sync:<marker>'. */
  onAuthChange: (payload: string) => void;
  /** While not connected, changes are not heard: what depends on hearing them must not be trusted. */
  onConnection: (connected: boolean) => void;
};

type Log = { warn: (object: object, message: string) => void };

const RECONNECT_DELAY_MS = [250, 500, 1_000, 2_000, 5_000];

const parse = (payload: string | undefined): ChangeEvent | undefined => {
  try {
    const event = JSON.parse(payload ?? '') as ChangeEvent;
    return Number.isInteger(event.id) ? event : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One LISTEN connection per server process, shared by all its open event streams. It is opened
 * on the first subscriber and comes back by itself after the database was away.
 */
export const createEventBus = (pool: pg.Pool, log: Log) => {
  const listeners = new Set<EventListener>();
  const sessionListeners = new Set<SessionEndListener>();
  const authListeners = new Set<AuthChangeListener>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let attempt = 0;

  const lost = (error?: unknown) => {
    if (!client) return;
    const dead = client;
    client = undefined;
    for (const listener of authListeners) listener.onConnection(false);
    dead.removeAllListeners('notification');
    dead.release(error instanceof Error ? error : true);
    if (error) log.warn({ err: error }, 'live events: LISTEN connection lost');
    scheduleReconnect(true);
  };

  const scheduleReconnect = (resync: boolean) => {
    if (closed) return;
    const delay = RECONNECT_DELAY_MS[Math.min(attempt, RECONNECT_DELAY_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      void connect().then(
        () => {
          if (!resync) return;
          for (const listener of listeners) listener.onResync();
          for (const listener of sessionListeners) listener.onResync();
        },
        () => scheduleReconnect(resync),
      );
    }, delay).unref();
  };

  const connect = () => {
    connecting ??= (async () => {
      try {
        const next = await pool.connect();
        next.on('notification', (message) => {
          if (message.channel === AUTH_CHANGES_CHANNEL) {
            for (const listener of authListeners) listener.onAuthChange(message.payload ?? '');
            return;
          }
          if (message.channel === SESSION_ENDS_CHANNEL) {
            const sessionId = Number(message.payload);
            if (Number.isInteger(sessionId))
              for (const listener of sessionListeners) listener.onSessionEnd(sessionId);
            return;
          }
          if (message.channel === NOTICES_CHANNEL) {
            const userId = Number(message.payload);
            if (Number.isInteger(userId))
              for (const listener of listeners) listener.onNotices?.(userId);
            return;
          }
          const event = message.channel === EVENTS_CHANNEL ? parse(message.payload) : undefined;
          if (event) for (const listener of listeners) listener.onEvent(event);
        });
        next.on('error', (error) => lost(error));
        next.on('end', () => lost(new Error('connection ended')));
        try {
          await next.query(
            `listen ${EVENTS_CHANNEL}; listen ${SESSION_ENDS_CHANNEL}; listen ${AUTH_CHANGES_CHANNEL}; listen ${NOTICES_CHANNEL}`,
          );
        } catch (error) {
          next.release(true);
          throw error;
        }
        if (closed) {
          next.release(true);
          return;
        }
        client = next;
        attempt = 0;
        for (const listener of authListeners) listener.onConnection(true);
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  return {
    /** Starts listening (if not yet) and registers the listener; answers its unsubscribe. */
    subscribe: async (listener: EventListener) => {
      listeners.add(listener);
      if (!client) await connect();
      return () => listeners.delete(listener);
    },
    /** Starts listening (if not yet) for ended sessions; answers the unsubscribe. */
    onSessionEnds: async (listener: SessionEndListener) => {
      sessionListeners.add(listener);
      if (!client) await connect();
      return () => sessionListeners.delete(listener);
    },
    /**
     * Registers the listener and starts listening. Never fails: while the database cannot be
     * reached it keeps trying, and the listener hears `onConnection(true)` once it is.
     */
    watchAuthChanges: (listener: AuthChangeListener) => {
      authListeners.add(listener);
      if (client) listener.onConnection(true);
      else void connect().catch(() => scheduleReconnect(false));
      return () => authListeners.delete(listener);
    },
    close: () => {
      closed = true;
      for (const listener of authListeners) listener.onConnection(false);
      listeners.clear();
      sessionListeners.clear();
      authListeners.clear();
      if (client) client.release(true);
      client = undefined;
    },
  };
};

export type EventBus = ReturnType<typeof createEventBus>;
