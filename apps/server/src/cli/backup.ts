import { formatBytes } from '@toolyard/shared';
import path from 'node:path';
import { loadConfig } from '../config.js';
import {
  readOwner,
  resolveClusterDir,
  runningOwnerOf,
  socketUrl,
  startEmbeddedPostgres,
} from '../db/embedded-postgres.js';
import { resolveRunAs } from '../db/postgres-user.js';
import { archiveStagingDirOf } from '../db/wal-archive.js';
import { dumpExternal } from '../modules/backups/index.js';
import { takeBaseBackup } from '../modules/backups/index.js';

/**
 * `npm run backup`: one backup now (decision 0065). The embedded database gets a base backup —
 * through the running server's socket when Toolyard runs, else by starting the database for the
 * while; a server at DATABASE_URL gets a pg_dump.
 */
const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

const backUpEmbedded = async (config: ReturnType<typeof loadConfig>) => {
  const clusterDir = resolveClusterDir(path.resolve(config.dataDir), resolveRunAs(), quiet);
  const owner = runningOwnerOf(clusterDir);
  const socketDir = owner !== undefined ? readOwner(`${clusterDir}.owner`)?.socketDir : undefined;
  const started = socketDir
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'toolyard',
        log: quiet,
        archive: true,
      });
  try {
    const record = await takeBaseBackup({
      url: started?.url ?? socketUrl(socketDir!, 'toolyard'),
      clusterDir,
      stagingDir: archiveStagingDirOf(clusterDir),
      backupDir: config.backup.dir,
      keepDays: config.backup.keepDays,
    });
    console.log(
      `Backup ${record.name} taken and verified: ${formatBytes(record.sizeBytes, 'en')} in ${(record.durationMs / 1000).toFixed(1)} s, in ${path.join(config.backup.dir, 'base', record.name)}.`,
    );
  } finally {
    await started?.stop();
  }
};

const main = async () => {
  const config = loadConfig();
  if (!config.databaseUrl) return backUpEmbedded(config);
  const { record, file } = await dumpExternal({
    // pg_dump sets session settings before its snapshot: past any pooler (decision 0064).
    databaseUrl: config.databaseDirectUrl ?? config.databaseUrl,
    backupDir: config.backup.dir,
  });
  console.log(`pg_dump ${record.name} written: ${formatBytes(record.sizeBytes, 'en')}, ${file}.`);
  console.log(
    "For restores to any minute, prefer your provider's point-in-time recovery; restore this dump with pg_restore.",
  );
};

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
