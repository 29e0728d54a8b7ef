import type { Database } from '../../db/client.js';
import { liveSessionIds } from '../../sessions/sessions.js';
import type { EventBus } from '../../bus/event-bus.js';
import type { OpenStreams } from './open-streams.js';

/** Expiry is not announced: open streams' sessions are also checked this often. */
export const SESSION_CHECK_MS = 15_000;

type Log = { warn: (object: object, message: string) => void };

/**
 * Ends the open event streams of sessions that ended. Every revocation and deletion is
 * announced by the database (drizzle/0006) and arrives within milliseconds, in every server
 * process; expiry, and anything missed while the LISTEN connection was away, is caught by a
 * check of all open streams' sessions (one query for all of them).
 */
export const watchSessions = (deps: {
  db: Database;
  bus: EventBus;
  streams: OpenStreams;
  log: Log;
}) => {
  const checkAll = async () => {
    const open = deps.streams.sessionIds();
    if (open.length === 0) return;
    const live = await liveSessionIds(deps.db, open);
    for (const sessionId of open) if (!live.has(sessionId)) deps.streams.endSession(sessionId);
  };
  const checkQuietly = () =>
    void checkAll().catch((error: unknown) =>
      deps.log.warn({ err: error }, 'live events: session check failed'),
    );

  let started: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  return {
    /** Starts listening for ended sessions (once, with the first stream). */
    start: () => {
      started ??= deps.bus.onSessionEnds({
        onSessionEnd: (sessionId) => deps.streams.endSession(sessionId),
        onResync: checkQuietly,
      });
      if (!timer) {
        timer = setInterval(checkQuietly, SESSION_CHECK_MS);
        timer.unref();
      }
      return started;
    },
    stop: () => clearInterval(timer),
  };
};
