import PgBoss from 'pg-boss';
import { oneAtATime } from '../../lib/job-queue-setup.js';
import type { JobSender } from '../../lib/job-sender.js';
import type { DigestDeps } from './deliver-digest.js';
import { organizationsAtDigestHour, type DigestTurn } from './digest-organizations.js';
import { sendOrganizationDigests } from './send-organization-digests.js';

/** Finds the organizations whose digest hour it is and queues one job for each. */
export const DIGEST_SWEEP_QUEUE = 'due-digest-sweep';
/** Sends one organization's digests for one day. */
export const DIGEST_QUEUE = 'due-digest';
/**
 * Every ten minutes, not once at the hour: any sweep within an organization's hour sends (the
 * deliveries keep it to one a day), so a restart or a tick missed at :00 delays the digest by
 * minutes instead of skipping the day.
 */
export const DIGEST_SWEEP_CRON = '*/10 * * * *';

/**
 * A sweep's moment: now, unless the job names one (ISO 8601). Tests and an operator re-running a
 * missed hour queue a sweep with `at`; the schedule's sweeps carry none.
 */
export type DigestSweepData = { at?: string };

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

const sweepMoment = (data: DigestSweepData | undefined): Date => {
  if (data?.at === undefined) return new Date();
  const at = new Date(data.at);
  if (Number.isNaN(at.getTime())) throw new Error(`a digest sweep's "at" is no time: ${data.at}`);
  return at;
};

const isTurn = (data: unknown): data is DigestTurn => {
  const turn = data as Partial<DigestTurn> | null;
  return (
    Number.isInteger(turn?.organizationId) &&
    typeof turn?.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(turn.day)
  );
};

/** The started queue: requests send jobs through it (lib/job-sender.ts); shutdown stops it. */
export type JobQueue = JobSender & { stop: () => Promise<void> };

/**
 * The PostgreSQL-backed job queue (pg-boss, decision 0044), one per server process, all on the
 * same tables: a job is fetched by one process only (SKIP LOCKED), waits in the database through
 * restarts, and is retried when it fails. The schedule is kept in the database too, and only one
 * process turns each tick into a job. pg-boss keeps its tables in its own schema (`pgboss`),
 * created and upgraded by itself at start, and its own small pool beside the app's.
 */
export const startJobQueue = async (options: {
  connectionString: string;
  digests: DigestDeps;
  log: Log;
}): Promise<JobQueue> => {
  const { log } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 3,
    application_name: 'toolyard-jobs',
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue: a background step failed'));
  await oneAtATime(options.connectionString, async () => {
    await boss.start();
    await boss.createQueue(DIGEST_SWEEP_QUEUE, {
      name: DIGEST_SWEEP_QUEUE,
      policy: 'standard',
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 5 * 60,
    });
    // One queued and one running job per organization and day at most (the singleton key).
    await boss.createQueue(DIGEST_QUEUE, {
      name: DIGEST_QUEUE,
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 5 * 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await boss.schedule(DIGEST_SWEEP_QUEUE, DIGEST_SWEEP_CRON, {}, { tz: 'UTC' });
  });

  // A failed job is kept with its error and retried; the log says so too.
  const logged =
    <Data>(queue: string, handler: (job: PgBoss.Job<Data>) => Promise<void>) =>
    async (jobs: PgBoss.Job<Data>[]) => {
      for (const job of jobs) {
        try {
          await handler(job);
        } catch (error) {
          log.warn({ err: error, job: job.id }, `job queue: a ${queue} job failed; it is retried`);
          throw error;
        }
      }
    };

  await boss.work<DigestSweepData>(
    DIGEST_SWEEP_QUEUE,
    logged(DIGEST_SWEEP_QUEUE, async (job) => {
      const turns = await organizationsAtDigestHour(options.digests.db, sweepMoment(job.data));
      if (turns.length === 0) return;
      await boss.insert(
        turns.map((turn) => ({
          name: DIGEST_QUEUE,
          data: turn,
          singletonKey: `${turn.organizationId}:${turn.day}`,
        })),
      );
    }),
  );
  await boss.work<DigestTurn>(
    DIGEST_QUEUE,
    logged(DIGEST_QUEUE, async (job) => {
      if (!isTurn(job.data)) throw new Error('a digest job without organization and day');
      const tally = await sendOrganizationDigests(options.digests, job.data);
      if (tally.sent + tally.outbox > 0)
        log.info({ digests: tally, ...job.data }, 'daily digests sent');
    }),
  );

  return {
    send: (queue, data, sendOptions) => boss.send(queue, data, sendOptions ?? {}),
    // Waits a little for a job in progress (it finishes or is retried later), then closes the pool.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
};
