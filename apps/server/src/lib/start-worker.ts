import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from its source file, built or not. Bundled, the server is
 * dist/main.js and each worker dist/<name>.js beside it (build.mjs). From source (tsx, vitest)
 * the worker is TypeScript: on Node 20 a worker does not take tsx from
 * `execArgv: ['--import', 'tsx']`, so a one-line bootstrap registers tsx in the worker, then
 * imports it (tsx is found from the working directory: the repository's, in every dev and test run).
 */
export const startWorker = (name: string, source: URL, options: WorkerOptions) => {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  }
  const worker = JSON.stringify(source.href);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${worker}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
};
