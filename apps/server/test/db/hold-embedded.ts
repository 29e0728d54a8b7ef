// Test helper process for the embedded-postgres tests: start, print READY and the cluster folder,
// then wait to be killed (SIGKILL: a crash; SIGTERM: a clean stop).
// Arguments: DATA_DIR, and optionally the package's native folder to run PostgreSQL from.
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';

const db = await startEmbeddedPostgres({
  dataDir: process.argv[2]!,
  database: 'app',
  log: { info: () => undefined, warn: () => undefined },
  nativeDir: process.argv[3],
});
process.on('SIGTERM', () => void db.stop().then(() => process.exit(0)));
console.log(`READY ${db.clusterDir}`);
setInterval(() => undefined, 60_000);
