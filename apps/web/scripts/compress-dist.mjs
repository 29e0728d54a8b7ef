// After `vite build`: a Brotli and a gzip copy of every text asset, written once at build time
// and served by the API server as they are (@fastify/static `preCompressed`) — phones on a
// building site download a third of the bytes, and the server never compresses per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// wasm: the scan screen's QR decoder, 1.1 MB that Brotli takes to a third.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|wasm)$/;
// Below this the headers cost more than the bytes saved.
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

let before = 0;
let after = 0;
for (const file of files(dist).filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(
  `compressed assets: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with Brotli`,
);
