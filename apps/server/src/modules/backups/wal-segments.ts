import fsp from 'node:fs/promises';
import path from 'node:path';
import { walDirOf } from './backup-layout.js';

/** A WAL segment's name: timeline (8 hex), then its place in the log (16 hex). */
const SEGMENT = /^([0-9A-F]{8})([0-9A-F]{16})$/;

export type ArchivedFile = { name: string; file: string; shippedAt: Date };

/** Where a segment lies in the log, comparable across timelines. */
export const positionOf = (segmentName: string) => SEGMENT.exec(segmentName)?.[2];

export const isSegment = (name: string) => SEGMENT.test(name);

/** The archive's files (segments, histories, backup histories), in log order. */
export const archivedFiles = async (backupDir: string): Promise<ArchivedFile[]> => {
  const dir = walDirOf(backupDir);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.gz'))
      .map(async (name) => {
        const file = path.join(dir, name);
        const stat = await fsp.stat(file).catch(() => undefined);
        return stat ? { name: name.slice(0, -3), file, shippedAt: stat.mtime } : undefined;
      }),
  );
  return files
    .filter((entry): entry is ArchivedFile => entry !== undefined)
    .sort((a, b) => a.name.slice(8).localeCompare(b.name.slice(8)) || a.name.localeCompare(b.name));
};

/** When the newest segment reached the archive: a restore can reach about this far. */
export const archiveReachesTo = async (backupDir: string): Promise<Date | null> => {
  const segments = (await archivedFiles(backupDir)).filter((entry) => isSegment(entry.name));
  const times = segments.map((entry) => entry.shippedAt.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
};

/**
 * The segment after `name` on its timeline. Our clusters use PostgreSQL's default 16 MB
 * segments: 256 to each 4 GB "log" number.
 */
const nextSegment = (name: string) => {
  const log = parseInt(name.slice(8, 16), 16);
  const segment = parseInt(name.slice(16, 24), 16);
  const [nextLog, nextSeg] = segment === 0xff ? [log + 1, 0] : [log, segment + 1];
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${name.slice(0, 8)}${hex(nextLog)}${hex(nextSeg)}`;
};

/** The first segment from `first` to `last` (inclusive) that the archive lacks, if any. */
export const firstMissingSegment = (archive: ArchivedFile[], first: string, last: string) => {
  const present = new Set(archive.map((entry) => entry.name));
  for (let name = first; ; name = nextSegment(name)) {
    if (!present.has(name)) return name;
    if (name === last || name.slice(8) > last.slice(8)) return undefined;
  }
};
