import { z } from '../zod.js';

/** GET /api/health: 200 when the database answers… */
export const healthyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
/** …503 when it does not. */
export const unhealthyResponseSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('down'),
});

/** GET /api/config/public: settings the browser needs before anyone signs in. */
export const publicConfigResponseSchema = z.object({ languageDetection: z.boolean() });
export type PublicConfig = z.output<typeof publicConfigResponseSchema>;

const upOrDown = z.enum(['up', 'down']);

/**
 * GET /api/ready: whether this server process can serve, and the state of what it leans on
 * (decision 0067). 200 when ready, 503 — with the same body — when not: only a database that
 * does not answer makes a process unready; the rest is reported for the operator.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({
    status: upOrDown,
    /** One `select 1` there and back; null when it did not answer in time. */
    roundTripMs: z.number().nullable(),
  }),
  /** One entry per DATABASE_REPLICA_URL, in its order (never the address: it holds a password). */
  replicas: z.array(
    z.object({
      replica: z.number().int(),
      status: upOrDown,
      /** In recovery, i.e. a standby; false for a server that is (or was promoted to) a primary. */
      standby: z.boolean().nullable(),
      /** How far its replay is behind; 0 when caught up or not a standby; null when unknown. */
      lagMs: z.number().nullable(),
      /** Reads skip it: further behind than REPLICA_MAX_LAG_MS, of unknown lag, no standby, or down. */
      behind: z.boolean(),
    }),
  ),
  jobQueue: z.object({
    /** Its tables in the database answer (every server process's queue works on the same ones). */
    status: upOrDown,
    /** Jobs waiting to run (created or waiting to be retried), every queue together. */
    queued: z.number().int().nullable(),
    /** Jobs that failed for good in the last 24 hours. */
    failedLast24h: z.number().int().nullable(),
  }),
  lastBackup: z.object({
    /** When the newest good base backup finished, or null when there is none. */
    at: z.string().nullable(),
    /** No good backup within the last 26 hours (a daily one, with two hours' leeway). */
    overdue: z.boolean(),
  }),
});
export type Readiness = z.output<typeof readinessResponseSchema>;
