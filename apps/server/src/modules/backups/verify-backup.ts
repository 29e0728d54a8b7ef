import fsp from 'node:fs/promises';
import path from 'node:path';
import { FILES_MANIFEST } from './backup-layout.js';
import { checksumOf, type StoredFile } from './copy-file.js';

export type FilesManifest = { folders: string[]; files: StoredFile[] };

export class BackupDamagedError extends Error {}

const readFilesManifest = async (backupFolder: string): Promise<FilesManifest> => {
  try {
    return JSON.parse(
      await fsp.readFile(path.join(backupFolder, FILES_MANIFEST), 'utf8'),
    ) as FilesManifest;
  } catch {
    throw new BackupDamagedError(
      `The backup in ${backupFolder} has no readable list of its files (${FILES_MANIFEST}).`,
    );
  }
};

/**
 * Reads every stored file of a backup back and compares it with the checksum taken as it was
 * written: a missing or changed file is named, and nothing is restored from such a backup.
 */
export const verifyBackup = async (backupFolder: string): Promise<FilesManifest> => {
  const manifest = await readFilesManifest(backupFolder);
  for (const file of manifest.files) {
    const actual = await checksumOf(path.join(backupFolder, `${file.path}.gz`));
    if (actual === undefined)
      throw new BackupDamagedError(`The backup in ${backupFolder} is missing ${file.path}.`);
    if (actual !== file.sha256)
      throw new BackupDamagedError(
        `The backup in ${backupFolder} is damaged: ${file.path} does not match its checksum.`,
      );
  }
  return manifest;
};
