import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

// The primary supervises (database, workers, shutdown); each worker serves (decision 0058).
// Both read the same environment; a bad value stops the primary before any worker starts.
// Each loads only its own modules: the primary never builds the app.
const config = readConfig();
if (cluster.isPrimary) {
  const { runPrimary } = await import('./cluster/primary.js');
  await runPrimary(config);
} else {
  const { runWorker } = await import('./cluster/worker.js');
  await runWorker(config);
}
