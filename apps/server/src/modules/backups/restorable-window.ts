import { listBackups } from './backup-layout.js';
import { archiveReachesTo } from './wal-segments.js';

/**
 * The moments a restore can reach: from the oldest base backup's end to the newest archived WAL
 * (or the newest backup's end, when that is later). Null before the first base backup.
 */
export const restorableWindow = async (backupDir: string) => {
  const bases = (await listBackups(backupDir)).filter((backup) => backup.kind === 'base');
  const first = bases[0];
  const last = bases.at(-1);
  if (!first || !last) return null;
  const reaches = await archiveReachesTo(backupDir);
  const to = Math.max(new Date(last.finishedAt).getTime(), reaches?.getTime() ?? 0);
  return { from: new Date(first.finishedAt), to: new Date(to) };
};
