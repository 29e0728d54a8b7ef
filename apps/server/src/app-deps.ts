import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobSender } from './lib/job-sender.js';
import type { EventBus } from './bus/event-bus.js';
import type { SessionCache } from './sessions/session-cache.js';
import type { PdfPool } from './pdf/pdf-pool.js';
import type { Outbox } from './mail/mail-outbox.js';
import type { Mailer } from './mail/mailer.js';

/** What every route plugin is given. Its own file, so route modules need not import app.ts. */
export type AppDeps = {
  /** The primary: every write, every transaction, and reads that must see the latest. */
  db: Database;
  /**
   * The database for this request's reads that tolerate a replica (lists, searches, exports,
   * PDFs, dashboards, item pages): a streaming replica that has replayed the caller's own last
   * write, else the primary (http/replica-reads.ts, decision 0064).
   */
  reader: (request: FastifyRequest) => Database;
  config: Config;
  /** The process's LISTEN connection (live events, ended sessions, changed accounts). */
  bus: EventBus;
  /** Signed-in callers kept in memory; writes to sessions, users and organizations forget theirs. */
  sessions: SessionCache;
  /** The worker threads that render PDFs (reports, label sheets): one pool per process. */
  pdfPool: PdfPool;
  /**
   * The database is the embedded one the primary started and backs up (decision 0065); false for
   * a server at DATABASE_URL. A worker learns it from the primary (cluster/worker-env.ts).
   */
  embedded: boolean;
  /** Puts jobs in the job queue once it has started (lib/job-sender.ts). */
  jobs: JobSender;
  /**
   * The mail outbox (decision 0074): whether mail goes to a mail server, and the nudge that sends
   * what a committed change queued.
   */
  outbox: Outbox;
  /** The process's mailer for mail sent within a request (a verification link); null without SMTP. */
  mailer: Mailer | null;
};
