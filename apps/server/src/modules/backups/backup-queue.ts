import type PgBoss from 'pg-boss';

/*
 * The daily backup's queue and schedule (decision 0065), in a module of their own: the API's
 * "back up now" and its next-backup time need them, not the machinery of backup-jobs.ts.
 */
export const BACKUP_QUEUE = 'embedded-backup';
/** Daily at 02:30 UTC, when yards are asleep in every zone we serve. */
export const BACKUP_CRON = '30 2 * * *';

/**
 * "stately": a job sent while an equal one (same singleton key) waits is not queued. The
 * scheduled backup and "back up now" have different keys, so one of each may wait; two never
 * run at once — a backup holds an advisory lock, and the second returns without one
 * (take-base-backup.ts). A failed backup is retried twice, a quarter of an hour apart.
 */
export const BACKUP_QUEUE_OPTIONS = {
  name: BACKUP_QUEUE,
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 15 * 60,
  expireInSeconds: 6 * 60 * 60,
} satisfies PgBoss.Queue;
