import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { baseDirOf, RECORD_FILE, type BackupRecord, backupNameOf } from './backup-layout.js';
import { recordRun } from './backup-runs.js';
import { checksumOf } from './copy-file.js';

const run = promisify(execFile);

export class DumpToolMissingError extends Error {}

const majorOf = (versionText: string) => Number(/(\d+)(?:\.\d+)?/.exec(versionText)?.[1]);

/** The major of the `pg_dump` on the PATH; undefined when there is none. */
export const installedPgDumpMajor = () =>
  run('pg_dump', ['--version']).then(
    (result) => majorOf(result.stdout),
    () => undefined,
  );

/**
 * A backup of a server we do not own (DATABASE_URL): a `pg_dump` in its custom format, when a
 * pg_dump of the server's major version is on the PATH (decision 0065). Point-in-time recovery
 * of such a server is its provider's business; the README says to prefer it.
 */
export const dumpExternal = async (options: { databaseUrl: string; backupDir: string }) => {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const serverMajor = await client
    .query<{ v: string }>("select current_setting('server_version_num') as v")
    .then((result) => Math.floor(Number(result.rows[0]!.v) / 10000))
    .finally(() => client.end());

  const installed = await installedPgDumpMajor();
  if (installed !== serverMajor) {
    throw new DumpToolMissingError(
      installed === undefined
        ? `No pg_dump is on the PATH. Install PostgreSQL ${serverMajor}'s client programs (on Debian: apt-get install postgresql-client-${serverMajor}) and run npm run backup again.`
        : `The pg_dump on the PATH is PostgreSQL ${installed}'s; the server runs ${serverMajor}. Install PostgreSQL ${serverMajor}'s client programs (on Debian: apt-get install postgresql-client-${serverMajor}) and run npm run backup again.`,
    );
  }

  const started = new Date();
  const name = backupNameOf(started);
  const folder = path.join(baseDirOf(options.backupDir), name);
  const work = `${folder}.part`;
  await fsp.mkdir(work, { recursive: true });
  try {
    const file = path.join(work, 'database.dump');
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${options.databaseUrl}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const size = (await fsp.stat(file)).size;
    await fsp.writeFile(
      path.join(work, 'files.json'),
      JSON.stringify({
        folders: [],
        files: [{ path: 'database.dump', size, storedSize: size, sha256: await checksumOf(file) }],
      }),
    );
    const finished = new Date();
    const record: BackupRecord = {
      name,
      kind: 'dump',
      startedAt: started.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - started.getTime(),
      sizeBytes: size,
      verifiedAt: finished.toISOString(),
    };
    await fsp.writeFile(path.join(work, RECORD_FILE), JSON.stringify(record, null, 2));
    await fsp.rename(work, folder);
    await recordRun(options.backupDir, {
      kind: 'backup',
      at: record.finishedAt,
      ok: true,
      name,
      durationMs: record.durationMs,
      sizeBytes: size,
    });
    return { record, file: path.join(folder, 'database.dump') };
  } catch (error) {
    await fsp.rm(work, { recursive: true, force: true });
    throw error;
  }
};
