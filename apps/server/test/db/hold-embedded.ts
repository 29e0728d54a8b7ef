// Test helper process for embedded-postgres.test.ts: start, say READY, wait to be killed.
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';

await startEmbeddedPostgres({ dataDir: process.argv[2]!, database: 'app', log: { info: () => undefined, warn: () => undefined } });
console.log('READY');
setInterval(() => undefined, 60_000);
