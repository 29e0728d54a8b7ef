// Every schema module imports zod from here, never from 'zod': whichever of them a bundle keeps,
// this set-up runs before it creates a schema.
import { config, z } from 'zod';

/*
 * zod 4 compiles object parsers with `new Function` where it may, and probes for that once. The
 * web app's Content-Security-Policy forbids eval, and the browser reports even the probe as a
 * violation, so in a browser zod interprets instead. The server keeps the faster compiled path.
 */
// (shared has no DOM types: look for the browser's global through globalThis.)
if ('document' in globalThis) config({ jitless: true });

export { z };
