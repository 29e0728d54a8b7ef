import { formatBytes } from '@toolyard/shared';
import fs from 'node:fs';
import path from 'node:path';

const sizeOf = (target: string): number => {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((total, name) => total + sizeOf(path.join(target, name)), 0);
};

/**
 * The new cluster grows beside the old one to about its size: refused up front when the disk
 * has not that much free, rather than failing half-way with a full disk under both.
 */
export const assertRoomForCopy = (clusterDir: string) => {
  const needed = sizeOf(clusterDir);
  const stat = fs.statfsSync(path.dirname(clusterDir));
  const free = stat.bavail * stat.bsize;
  if (free < needed)
    throw new Error(
      `The upgrade needs about ${formatBytes(needed, 'en')} free beside ${clusterDir} for the new ` +
        `cluster, and ${formatBytes(free, 'en')} is free: make room, then run it again.`,
    );
};
