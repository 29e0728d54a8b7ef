import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom for component tests, with modules prepared as for Node (Vite's "ssr" environment) rather
 * than for a browser: these tests run the real API server in the same process, and a browser
 * transform would rewrite its code (worker threads, `node:` modules). A test file opts in with the
 * docblock `@vitest-environment component` (vitest.config.ts maps the name to this file).
 */
const componentEnvironment: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'component',
  viteEnvironment: 'ssr',
};

export default componentEnvironment;
