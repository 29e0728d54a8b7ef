import { and, asc, eq, lte, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { behindPooler } from '../db/pooler.js';
import { mailOutbox } from '../db/schema.js';
import { DomainError } from '../lib/domain-errors.js';
import { repeatEvery } from '../lib/repeat-every.js';
import type { Mailer } from './mailer.js';
import type { Log } from './notification-record.js';
import { postponeMail, retryMailLater, settleMail, type OutboxRow } from './settle-mail.js';

/** A round every ten seconds picks up what a nudge did not: retries due, a restart's leftovers. */
const ROUND_EVERY_MS = 10_000;
const BATCH = 20;
/**
 * The first key of the two-key advisory locks that say "this process is sending row N". A session
 * lock, not a transaction: no transaction stays open while a mail server answers, and a process
 * that dies mid-send frees its rows at once (its connection closes), so the next round anywhere
 * sends them.
 */
const SENDING_LOCK = 7_140_455;

export type MailOutbox = {
  /** After a commit that queued mail: send it now rather than at the next round. */
  nudge: () => void;
  close: () => Promise<void>;
};

type OutboxDeps = {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>;
  log: Log;
  everyMs?: number;
};

/** The session for the locks: the app's own pool, or, behind a transaction pooler, a direct one. */
const lockPoolFor = (deps: OutboxDeps) => {
  if (!behindPooler(deps.config)) return { pool: deps.db.$client, own: false };
  const pool = new pg.Pool({
    connectionString: deps.config.databaseDirectUrl,
    max: 1,
    connectionTimeoutMillis: 5_000,
    application_name: 'toolyard-mail',
  });
  pool.on('error', () => undefined);
  return { pool, own: true };
};

const reasonOf = (error: unknown) =>
  (error instanceof DomainError ? error.messageKey : String(error)).slice(0, 500);

/**
 * Sends the outbox (decision 0074), in every server process: each due row by one process only,
 * its outcome recorded once (settle-mail.ts). Mail handed to the server but not yet recorded when
 * a process dies is sent again by the next round: at least once, never lost.
 */
export const startMailOutbox = (deps: OutboxDeps): MailOutbox => {
  const { db, mailer, log } = deps;
  const locks = lockPoolFor(deps);
  let closing = false;
  let again = false;

  /** One row, if it is still due once this process holds its lock. */
  const sendRow = async (id: number) => {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.status, 'queued'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      );
    if (!row) return;
    await deliverRow(row);
  };

  const deliverRow = async (row: OutboxRow) => {
    try {
      await mailer.send(
        { to: row.recipients, subject: row.subject, text: row.body },
        { kind: row.kind, organizationId: row.organizationId, senderUserId: row.senderUserId },
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'rate_limited')
        return postponeMail(db, row, error.retryAfterSeconds ?? 60);
      log(error, `mail ${row.id} of the outbox was not delivered; it is tried again later`);
      return retryMailLater(db, row, reasonOf(error));
    }
    await settleMail(db, row, 'sent');
  };

  /** Sends what is due now; a full batch asks for another round. */
  const round = async () => {
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH);
    if (due.length === 0) return;
    if (due.length === BATCH) again = true;
    const client = await locks.pool.connect();
    let lost = false;
    try {
      for (const { id } of due) {
        if (closing) return;
        const taken = await client.query<{ taken: boolean }>(
          'select pg_try_advisory_lock($1, $2) as taken',
          [SENDING_LOCK, id],
        );
        if (!taken.rows[0]?.taken) continue;
        try {
          await sendRow(id);
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', [SENDING_LOCK, id]);
        }
      }
    } catch (error) {
      // A lock connection in doubt is not given back to the pool with a lock still on it.
      lost = true;
      throw error;
    } finally {
      client.release(lost);
    }
  };

  const rounds = repeatEvery(deps.everyMs ?? ROUND_EVERY_MS, async () => {
    do {
      again = false;
      try {
        await round();
      } catch (error) {
        log(error, 'the mail outbox could not be sent this round; the next round tries again');
        return;
      }
    } while (again && !closing);
  });
  void rounds.now();

  return {
    nudge: () => {
      again = true;
      void rounds.now();
    },
    close: async () => {
      closing = true;
      await rounds.stop();
      if (locks.own) await locks.pool.end().catch(() => undefined);
    },
  };
};

/** What requests are given (AppDeps): whether mail goes to a mail server, and the nudge. */
export type Outbox = { smtp: boolean; nudge: () => void };

/**
 * The process's outbox: its sender when SMTP_URL is set; without a mail server nothing is queued
 * (messages are stored in the organization's outbox instead) and the nudge does nothing.
 */
export const openOutbox = (deps: Omit<OutboxDeps, 'mailer'> & { mailer: Mailer | null }) => {
  const { mailer } = deps;
  if (!mailer) return { outbox: { smtp: false, nudge: () => undefined }, close: async () => {} };
  const sender = startMailOutbox({ ...deps, mailer });
  return { outbox: { smtp: true, nudge: sender.nudge } satisfies Outbox, close: sender.close };
};
