// A named import, not the `z` namespace: a bundle keeps only what it uses of zod.
import { config } from 'zod';

/*
 * zod 4 compiles object parsers with `new Function` where it may, and probes for that once. The
 * web app's Content-Security-Policy forbids eval, and the browser reports even the probe as a
 * violation, so in a browser zod interprets instead. The server keeps the faster compiled path.
 * This must run before any schema is created, hence first in index.ts.
 */
// (shared has no DOM types: look for the browser's global through globalThis.)
if ('document' in globalThis) config({ jitless: true });
