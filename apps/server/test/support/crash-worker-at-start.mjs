// Test-only preload (NODE_OPTIONS=--import): a cluster worker started while the file named by
// CRASH_WORKERS_WHEN exists dies at once, as one whose start is broken would. The primary and
// the workers started before the file appeared run normally.
import cluster from 'node:cluster';
import fs from 'node:fs';

const marker = process.env.CRASH_WORKERS_WHEN;
if (cluster.isWorker && marker && fs.existsSync(marker)) {
  console.error(`worker ${process.pid} crashes at start (test)`);
  process.exit(3);
}
