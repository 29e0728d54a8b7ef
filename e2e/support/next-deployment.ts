import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const worker = path.join(dist, 'sw.js');

/**
 * Plays a new deployment while `run` runs: the server's sw.js (and the Brotli and gzip copies it
 * serves in its place) changes as a new build changes it, then everything is put back. Only the
 * service-worker specs fetch sw.js; every other spec blocks service workers.
 */
export const duringNextDeployment = async (run: () => Promise<void>) => {
  const originals = new Map(
    ['', '.br', '.gz'].map((suffix) => [
      `${worker}${suffix}`,
      fs.readFileSync(`${worker}${suffix}`),
    ]),
  );
  const next = Buffer.concat([originals.get(worker)!, Buffer.from('\n// the next deployment\n')]);
  fs.writeFileSync(worker, next);
  fs.writeFileSync(`${worker}.br`, brotliCompressSync(next));
  fs.writeFileSync(`${worker}.gz`, gzipSync(next));
  try {
    await run();
  } finally {
    for (const [file, content] of originals) fs.writeFileSync(file, content);
  }
};
