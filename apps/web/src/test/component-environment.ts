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
  async setup(global, options) {
    const environment = await builtinEnvironments.jsdom.setup(global, options);
    // jsdom has no matchMedia; screens ask it for the phone layout and the colour scheme. They
    // get a desk-wide screen in light mode, as jsdom lays nothing out anyway.
    const scope = global as { matchMedia?: (query: string) => MediaQueryList };
    scope.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    return environment;
  },
};

export default componentEnvironment;
