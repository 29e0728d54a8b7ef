import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { listBackups } from '../modules/backups/index.js';
import { restoreBackup, type RestoreTarget } from '../modules/backups/index.js';
import { restorableWindow } from '../modules/backups/index.js';
import { parseRestoreMoment } from './restore-moment.js';

/**
 * `npm run restore -- --to "2026-11-27 14:05"` or `-- --backup <name>`; `-- --list` shows what
 * can be restored. Only while Toolyard is stopped (decision 0065).
 */
const usage = `Usage:
  npm run restore -- --to "2026-11-27 14:05"   the database as it was at that minute (this machine's time zone, or add +01:00 / Z)
  npm run restore -- --backup 20261127T023000Z  as it was when that backup ended
  npm run restore -- --list                     the backups and the window that can be restored`;

const log = { info: (message: string) => console.log(message), warn: console.warn };

const list = async (backupDir: string) => {
  const backups = await listBackups(backupDir);
  if (backups.length === 0) return console.log(`No backups in ${backupDir} yet.`);
  for (const backup of backups)
    console.log(`${backup.name}  ${backup.kind}  finished ${backup.finishedAt}`);
  const window = await restorableWindow(backupDir);
  if (window)
    console.log(
      `Restorable: any moment from ${window.from.toISOString()} to about ${window.to.toISOString()}.`,
    );
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      backup: { type: 'string' },
      list: { type: 'boolean' },
    },
  });
  const config = loadConfig();
  if (values.list) return list(config.backup.dir);
  let target: RestoreTarget;
  if (values.to !== undefined && values.backup === undefined) {
    const time = parseRestoreMoment(values.to);
    if (!time) throw new Error(`"${values.to}" is no moment I can read.\n${usage}`);
    target = { time };
    console.log(`Restoring the database as it was at ${time.toISOString()} (UTC).`);
  } else if (values.backup !== undefined && values.to === undefined) {
    target = { backup: values.backup };
  } else throw new Error(usage);
  if (config.databaseUrl)
    throw new Error(
      "DATABASE_URL is set: restore that server with its provider's point-in-time recovery, or a dump of `npm run backup` with pg_restore.",
    );
  const result = await restoreBackup({
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    target,
    log,
  });
  console.log(`Restored from backup ${result.backup} into ${result.clusterDir}.`);
  if (result.keptAside)
    console.log(
      `The data as it was before the restore is kept in ${result.keptAside}: delete it once you no longer need it.`,
    );
};

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
