import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { quoted } from '../../db/wal-archive.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export class RecoveryFailedError extends Error {}

/** `cp` from the unpacked archive, quoted for PostgreSQL's shell. */
const restoreCommandFor = (walDir: string) => `cp ${quoted(`${walDir}/`)}%f %p`;

const lastLines = async (file: string) => {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => /FATAL|PANIC|ERROR/.test(line))
    .slice(-3)
    .join('\n');
};

/**
 * Starts PostgreSQL on an unpacked backup and lets it replay the archived WAL up to the target
 * (a moment, or the backup's own end, or — no target — all there is), promote, and stop. Every
 * recovery setting is given for this start only: nothing stays in the cluster's configuration.
 */
export const recoverCluster = async (options: {
  clusterDir: string;
  dataDir: string;
  walDir: string;
  target: { time: Date } | 'backup-end' | 'archive-end';
  /** The settings that archive WAL after the promotion (the restored cluster goes on). */
  archiveSettings?: Record<string, string>;
  /** Runs on the promoted cluster (its application database) before it stops. */
  onRecovered?: (url: string) => Promise<void>;
  log: Log;
}) => {
  const settings: Record<string, string> = {
    restore_command: restoreCommandFor(options.walDir),
    recovery_target_action: 'promote',
    archive_mode: 'off',
    ...options.archiveSettings,
  };
  if (options.target === 'backup-end') settings.recovery_target = 'immediate';
  else if (options.target !== 'archive-end') {
    // PostgreSQL's own timestamp form: it refuses ISO 8601's 'T' and 'Z' here.
    settings.recovery_target_time = options.target.time
      .toISOString()
      .replace('T', ' ')
      .replace('Z', '+00');
    settings.recovery_target_inclusive = 'true';
  }
  let server;
  try {
    server = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      clusterDir: options.clusterDir,
      database: 'toolyard',
      log: options.log,
      settings,
    });
  } catch (error) {
    throw new RecoveryFailedError(
      `PostgreSQL could not recover the backup: ${error instanceof Error ? error.message.split('\n').slice(-3).join(' ') : String(error)}`,
    );
  }
  try {
    for (;;) {
      if (!server.running()) {
        throw new RecoveryFailedError(
          `PostgreSQL stopped while recovering: ${await lastLines(server.logFile)}`,
        );
      }
      const client = new pg.Client({ connectionString: server.adminUrl });
      const inRecovery = await client
        .connect()
        .then(() => client.query<{ r: boolean }>('select pg_is_in_recovery() as r'))
        .then((result) => result.rows[0]!.r)
        .catch(() => true)
        .finally(() => client.end().catch(() => undefined));
      if (!inRecovery) {
        await options.onRecovered?.(server.url);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await server.stop();
  }
};
