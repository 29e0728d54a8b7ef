import { z } from '../zod.js';

/**
 * One finished backup in BACKUP_DIR (decision 0065): a base backup of the embedded database, or a
 * `pg_dump` of a server at DATABASE_URL (`npm run backup`). Times are ISO 8601.
 */
export const backupRecordResponseSchema = z.object({
  name: z.string(),
  kind: z.enum(['base', 'dump']),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  sizeBytes: z.number(),
  /** When its stored files were read back against their checksums. */
  verifiedAt: z.string(),
});
export type BackupRecordResponse = z.output<typeof backupRecordResponseSchema>;

/** One attempt from BACKUP_DIR/runs.jsonl: a backup or a weekly restore test, good or failed. */
export const backupRunResponseSchema = z.object({
  kind: z.enum(['backup', 'restore-test']),
  at: z.string(),
  ok: z.boolean(),
  /** The backup it made or tested; null when it failed before it had one. */
  name: z.string().nullable(),
  durationMs: z.number(),
  sizeBytes: z.number().nullable(),
  /** Why it failed, in the operator's words (PostgreSQL's, the file system's); null when it did not. */
  error: z.string().nullable(),
});
export type BackupRunResponse = z.output<typeof backupRunResponseSchema>;

/** GET /api/backups: the superadmin's view of the platform's backups. */
export const backupsResponseSchema = z.object({
  /** The database is the embedded one: backups run on a schedule and "back up now" works. */
  embedded: z.boolean(),
  /** BACKUP_KEEP_DAYS: how many days of restorable time are kept. */
  keepDays: z.number().int(),
  /** Newest first. */
  backups: z.array(backupRecordResponseSchema),
  /** The last 20 attempts, newest first. */
  runs: z.array(backupRunResponseSchema),
  /** The moments a restore can reach; null before the first base backup. */
  restorable: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The next scheduled backup; null when none is scheduled (a database at DATABASE_URL). */
  nextBackupAt: z.string().nullable(),
  /** The newest weekly restore test, or null before the first. */
  lastRestoreTest: backupRunResponseSchema.nullable(),
});
export type BackupsOverview = z.output<typeof backupsResponseSchema>;

/** POST /api/backups: a backup is queued (a second press while one waits queues none more). */
export const backupQueuedResponseSchema = z.object({ queued: z.literal(true) });
export type BackupQueued = z.output<typeof backupQueuedResponseSchema>;
