import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverProcesses } from '../db/schema.js';
import { withTimeout } from '../lib/with-timeout.js';
import { repeatEvery } from '../lib/repeat-every.js';

/*
 * Which API server processes are alive (decision 0069). A process killed without a goodbye
 * (SIGKILL, the machine gone) leaves what it had claimed behind — an Idempotency-Key "running"
 * that nobody will finish. Each process therefore marks its row in `server_processes` seen every
 * few seconds; a claim names the process running it, and once that process has not been seen
 * for a while the claim is free. Behind a transaction pooler a backend's PID says nothing (the
 * pooler's connection outlives the client), so the row is the process's own.
 */

/** How often a process says it is alive. */
const SEEN_EVERY_MS = 5_000;
/**
 * Not seen for this long: gone. Six missed marks — far above a garbage-collection pause or a
 * pool busy for the 5 s it may make a caller wait (db/client.ts), so a live process that is
 * merely slow is not taken for dead.
 */
export const GONE_AFTER_SECONDS = 30;
/** How long a start, or a stop, waits for its mark: a hung database holds neither up. */
const WAIT_AT_MOST_MS = 2_000;
/** Rows of processes gone longer than this are deleted by the next process that starts. */
const FORGOTTEN_AFTER = sql.raw(`interval '1 day'`);

type Log = { warn: (object: object, message: string) => void; info: (message: string) => void };

export type ProcessPresence = {
  /** This process's id, which its claims record. */
  id: string;
  close: () => Promise<void>;
};

/**
 * Starts marking this process alive. The first mark is awaited (a claim made right after start
 * must find its process), for 2 s at most: a database that does not answer does not stop the
 * start — the next mark tries again, and readiness reports the database.
 */
export const startProcessPresence = async (
  db: Database,
  log: Log,
  options: { everyMs?: number } = {},
): Promise<ProcessPresence> => {
  const id = randomUUID();
  let failing = false;
  let marked = false;
  const mark = async () => {
    try {
      // An upsert: a row deleted meanwhile (by the sweep below, after a long outage) comes back.
      await db
        .insert(serverProcesses)
        .values({ id })
        .onConflictDoUpdate({ target: serverProcesses.id, set: { seenAt: sql`now()` } });
      if (failing) log.info('server process presence: marked again');
      failing = false;
      marked = true;
    } catch (error) {
      // Said once per outage, not every few seconds.
      if (!failing)
        log.warn({ err: error }, 'server process presence: could not mark this process');
      failing = true;
    }
  };

  const rounds = repeatEvery(options.everyMs ?? SEEN_EVERY_MS, mark);
  const sweep = db
    .delete(serverProcesses)
    .where(sql`${serverProcesses.seenAt} < now() - ${FORGOTTEN_AFTER}`)
    .catch(() => undefined);
  await withTimeout(Promise.all([rounds.now(), sweep]), WAIT_AT_MOST_MS).catch(() => undefined);

  return {
    id,
    close: async () => {
      // Gone for good: its claims (none: requests were drained first) are free at once. Never
      // marked (the database never answered): nothing to delete, and no connection to wait on.
      const gone = rounds
        .stop()
        .then(() =>
          marked ? db.delete(serverProcesses).where(eq(serverProcesses.id, id)) : undefined,
        )
        .catch(() => undefined);
      await withTimeout(gone, WAIT_AT_MOST_MS).catch(() => undefined);
    },
  };
};
