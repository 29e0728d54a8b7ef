import { createInflateRaw } from 'node:zlib';

export type ZipEntry = { name: string; method: number; start: number; size: number };

/** A ZIP the reader cannot take (damaged, encrypted, ZIP64, an unknown compression). */
export class UnreadableZip extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const CHUNK_BYTES = 64 * 1024;

const u16 = (bytes: Buffer, at: number) => {
  if (at < 0 || at + 2 > bytes.length) throw new UnreadableZip('out of bounds');
  return bytes.readUInt16LE(at);
};
const u32 = (bytes: Buffer, at: number) => {
  if (at < 0 || at + 4 > bytes.length) throw new UnreadableZip('out of bounds');
  return bytes.readUInt32LE(at);
};

/**
 * The entries of a ZIP held in memory, by name, from its central directory: where each one's
 * data lies, nothing unpacked yet. Reading entries in the order we choose (shared strings before
 * the sheet) lets an XLSX be read as a stream without parking a sheet on disk, as exceljs's
 * streaming reader does when the sheet comes first.
 */
export const zipEntries = (bytes: Buffer): Map<string, ZipEntry> => {
  // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) throw new UnreadableZip('no central directory');
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (u32(bytes, at) !== DIRECTORY_ENTRY) throw new UnreadableZip('damaged directory');
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const size = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const skip = nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    if (at + 46 + nameLength > bytes.length) throw new UnreadableZip('damaged directory');
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    // Encrypted, or sizes kept in a ZIP64 record: no spreadsheet under 10 MB needs either.
    if (flags & 1 || size === 0xffffffff || local === 0xffffffff) continue;
    if (method !== STORED && method !== DEFLATED) continue;
    if (u32(bytes, local) !== LOCAL_HEADER) throw new UnreadableZip('damaged entry');
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (start + size > bytes.length) throw new UnreadableZip('damaged entry');
    entries.set(name, { name, method, start, size });
  }
  return entries;
};

/**
 * An entry's unpacked bytes, chunk by chunk; `tooMuch` is thrown as soon as they pass `maxBytes`
 * (a ZIP bomb stops there, having cost its counting). Leaving the loop early ends the inflation.
 */
export async function* entryChunks(
  bytes: Buffer,
  entry: ZipEntry,
  maxBytes: number,
  tooMuch: () => Error,
): AsyncGenerator<Buffer> {
  const data = bytes.subarray(entry.start, entry.start + entry.size);
  if (entry.method === STORED) {
    if (data.length > maxBytes) throw tooMuch();
    for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
    return;
  }
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooMuch();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_'))
      throw new UnreadableZip('damaged data');
    throw error;
  } finally {
    inflate.destroy();
  }
}
