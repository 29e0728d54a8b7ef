import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/** A file as a backup keeps it: gzipped, with the checksum of the stored bytes. */
export type StoredFile = { path: string; size: number; storedSize: number; sha256: string };

const counting = (onChunk: (chunk: Buffer) => void) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onChunk(chunk);
      done(null, chunk);
    },
  });

/**
 * Copies `source` gzipped into `target`, hashing what is written. A file the database removed
 * while we copied (a dropped table's, a recycled segment's) is no error: undefined.
 */
export const storeFile = async (
  source: string,
  target: string,
  relativePath: string,
): Promise<StoredFile | undefined> => {
  const hash = createHash('sha256');
  let size = 0;
  let storedSize = 0;
  try {
    await pipeline(
      fs.createReadStream(source),
      counting((chunk) => (size += chunk.length)),
      createGzip({ level: 1 }),
      counting((chunk) => {
        storedSize += chunk.length;
        hash.update(chunk);
      }),
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      fs.rmSync(target, { force: true });
      return undefined;
    }
    throw error;
  }
  return { path: relativePath, size, storedSize, sha256: hash.digest('hex') };
};

/** The sha256 of a stored file's bytes; undefined when it is missing. */
export const checksumOf = async (file: string): Promise<string | undefined> => {
  const hash = createHash('sha256');
  try {
    for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return hash.digest('hex');
};

/** Unpacks a gzipped file. */
export const unpackFile = (source: string, target: string, mode = 0o600) =>
  pipeline(fs.createReadStream(source), createGunzip(), fs.createWriteStream(target, { mode }));
