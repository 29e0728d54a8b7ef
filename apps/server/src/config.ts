import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './lib/trust-proxy.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be "on" or "off"' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgres:// or postgresql://',
  })
  .optional();

// Where people reach the app, for links in e-mails: http(s), no query or fragment. Trailing
// slashes are dropped so paths can be appended.
const publicUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .refine(
    (value) => {
      if (value === undefined) return true;
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    },
    {
      message:
        'must be an http:// or https:// address without query, fragment or credentials, e.g. https://toolyard.example.com',
    },
  )
  .transform((value) => value?.replace(/\/+$/, ''))
  .optional();

/** The default number of server processes: the machine's cores, at most this many. */
const DEFAULT_MAX_WORKERS = 8;

/** A positive whole number of something, with its default. */
const wholeCount = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int({ message: 'must be a whole number between 0 and 65535' })
    .min(0, { message: 'must be a whole number between 0 and 65535' })
    .max(65535, { message: 'must be a whole number between 0 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  DATABASE_DIRECT_URL: postgresUrl,
  DATABASE_REPLICA_URL: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .refine((urls) => urls.every((url) => /^postgres(ql)?:\/\//.test(url)), {
      message: 'must be postgres:// or postgresql:// addresses, separated by commas',
    })
    .default([]),
  REPLICA_MAX_LAG_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be at least 0 ms' })
    .default(10_000),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP_DAYS: wholeCount(14),
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 16, {
      message: 'must be at least 16 characters (it guards the metrics)',
    })
    .optional(),
  SUPERADMIN_USERNAME: optionalText,
  SUPERADMIN_PASSWORD: optionalText,
  SUPERADMIN_EMAIL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  PUBLIC_URL: publicUrl,
  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  SESSION_TTL_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .positive({ message: 'must be a positive number of hours' })
    .max(24 * 365, { message: 'must be at most 8760 hours (a year)' })
    .default(24 * 7),
  LANGUAGE_DETECTION: onOff.default(true),
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(100, { message: 'must be at least 100 ms' })
    .default(20_000),
  NOTIFICATIONS_PER_HOUR: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .default(30),
  // Outbound mail quotas, in recipients (decision 0054): per organization and for the platform.
  MAIL_PER_ORGANIZATION_HOUR: wholeCount(200),
  MAIL_PER_ORGANIZATION_DAY: wholeCount(1000),
  MAIL_PER_HOUR: wholeCount(2000),
  MAIL_PER_DAY: wholeCount(10_000),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .default(30),
  // Each server process holds up to ~14 database connections (its pool of 10, the job queue's 3,
  // the live-events listener): beyond 8 by default, many-core machines would exhaust a
  // PostgreSQL's connections (decision 0058).
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number between 1 and 64' })
    .int({ message: 'must be a whole number between 1 and 64' })
    .min(1, { message: 'must be a whole number between 1 and 64' })
    .max(64, { message: 'must be a whole number between 1 and 64' })
    .default(Math.min(os.availableParallelism(), DEFAULT_MAX_WORKERS)),
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The primary without a pooler between (PgBouncer in transaction mode has no LISTEN, no
   * session advisory locks): the live-events listener, the job queue and migrations use it.
   * Unset: `databaseUrl` (decision 0064).
   */
  databaseDirectUrl: string | undefined;
  /** Streaming replicas that serve reads which tolerate them; empty: every read uses the primary. */
  replicaUrls: string[];
  /** A replica further behind than this is skipped until it catches up. */
  replicaMaxLagMs: number;
  /** Base backups and archived WAL of the embedded database (decision 0065). */
  backup: { dir: string; keepDays: number };
  /** The bearer token that opens /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  superadmin: { username: string; password: string; email: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The app's address for links in e-mails (no trailing slash); unset: the request's origin. */
  publicUrl: string | undefined;
  llm:
    { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** AI notifications one organization may send per hour. */
  notificationsPerHour: number;
  sessionTtlHours: number;
  languageDetection: boolean;
  /** Recipients of outbound mail allowed per hour and day, per organization and in all. */
  mailQuota: {
    organizationHour: number;
    organizationDay: number;
    platformHour: number;
    platformDay: number;
  };
  /** Sign-ups allowed per client address per hour: slows down account spam. */
  registrationsPerHour: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The proxies whose X-Forwarded-* headers are believed; false: none (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** How many server processes (cluster workers) serve the port; a primary restarts them. */
  workers: number;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops start-up with every problem named. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const value = env[name];
      return `  ${name}=${JSON.stringify(value ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;

  const superadminValues = [e.SUPERADMIN_USERNAME, e.SUPERADMIN_PASSWORD, e.SUPERADMIN_EMAIL];
  const someSuperadmin = superadminValues.some((value) => value !== undefined);
  if (someSuperadmin && superadminValues.some((value) => value === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPERADMIN_USERNAME, SUPERADMIN_PASSWORD and SUPERADMIN_EMAIL must be set together',
    );
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    replicaUrls: e.DATABASE_REPLICA_URL,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keepDays: e.BACKUP_KEEP_DAYS,
    },
    metricsToken: e.METRICS_TOKEN,
    superadmin: someSuperadmin
      ? {
          username: e.SUPERADMIN_USERNAME!,
          password: e.SUPERADMIN_PASSWORD!,
          email: e.SUPERADMIN_EMAIL!,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
    notificationsPerHour: e.NOTIFICATIONS_PER_HOUR,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    languageDetection: e.LANGUAGE_DETECTION,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    mailQuota: {
      organizationHour: e.MAIL_PER_ORGANIZATION_HOUR,
      organizationDay: e.MAIL_PER_ORGANIZATION_DAY,
      platformHour: e.MAIL_PER_HOUR,
      platformDay: e.MAIL_PER_DAY,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    workers: e.WEB_CONCURRENCY,
  };
};
