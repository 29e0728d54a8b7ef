import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * What a base backup leaves out of the cluster folder, as PostgreSQL's documentation of the
 * low-level backup API lists it: the running server's own files and folders whose contents are
 * rebuilt at start. The folders themselves are kept (empty), since the server expects them.
 */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_label.old',
]);

const leftOut = (relativePath: string, name: string) =>
  LEFT_OUT_FILES.has(relativePath) || name === 'pg_internal.init' || name.startsWith('pgsql_tmp');

/** Folders (relative, parents first) and files to copy. */
export const clusterFiles = async (clusterDir: string) => {
  const folders: string[] = [];
  const files: string[] = [];
  const walk = async (relative: string, foldersOnly: boolean) => {
    const entries = await fsp.readdir(path.join(clusterDir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (leftOut(child, entry.name)) continue;
      if (entry.isDirectory()) {
        folders.push(child);
        await walk(child, foldersOnly || EMPTIED_FOLDERS.has(child));
      } else if (entry.isFile() && !foldersOnly) files.push(child);
    }
  };
  await walk('', false);
  return { folders, files };
};
