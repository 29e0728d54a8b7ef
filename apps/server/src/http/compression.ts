import { constants } from 'node:zlib';
import type { FastifyInstance, RouteOptions } from 'fastify';
import compress from '@fastify/compress';

/**
 * API answers compressed for clients that accept it (decision 0048): Brotli at quality 4 or gzip
 * at level 6, as `Accept-Encoding` asks (Brotli first), identity otherwise; only above 1 kB, with
 * `Vary: accept-encoding`. Workers on a weak mobile signal get a list in a twentieth of the bytes.
 *
 * - Only the API: the web app's files are served as built, already Brotli/gzip (web-app.ts), and
 *   a route outside `/api` (the public logo PNGs) keeps its bytes.
 * - Only JSON and CSV in practice: the plugin compresses the types mime-db calls compressible,
 *   so PDF, XLSX, PNG and JPEG downloads go out as they are; the event stream writes to the
 *   socket itself (hijacked) and is never compressed.
 * - Off the event loop: an answer up to 16 kB is compressed in one call (well under a
 *   millisecond at these levels), a larger one — and every streamed list and CSV export — through
 *   zlib's stream, whose work runs on libuv's thread pool.
 * - Registered after the idempotency hooks: a kept answer is the plain JSON, and a replay is
 *   compressed (or not) for the repeat's own `Accept-Encoding`.
 * - Request bodies are not decompressed: a client sends plain JSON or a multipart upload, as
 *   before, and the body limit keeps counting the bytes that arrive.
 */
const COMPRESS_ABOVE_BYTES = 1024;
const SYNC_UP_TO_BYTES = 16 * 1024;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

export const registerCompression = async (app: FastifyInstance) => {
  // Before the plugin's own onRoute hook: a route outside the API gets none of its hooks.
  app.addHook('onRoute', (route: RouteOptions & { compress?: false | object }) => {
    if (!isApiRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    // zstd would join by itself on Node ≥ 22.15; deflate is left out (its framing was ambiguous).
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_ABOVE_BYTES,
    syncThreshold: SYNC_UP_TO_BYTES,
    brotliOptions: {
      params: {
        // Quality 11 (zlib's default) is for files built once; 4 is fast enough for answers.
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
};
