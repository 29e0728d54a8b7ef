import { defineProject } from 'vitest/config';

const source = (path: string) => new URL(`./src/${path}`, import.meta.url).pathname;

// Unit tests of the web app's logic (`*.test.ts`, in node) and component tests (`*.test.tsx`) that
// talk to the real API on a real PostgreSQL: the server's global setup starts one (or uses
// TEST_DATABASE_URL) and migrates a template database, as for the API tests.
export default defineProject({
  resolve: {
    alias: {
      '@': source(''),
      // A component test file's docblock `@vitest-environment component`: jsdom beside the server.
      'vitest-environment-component': source('test/component-environment.ts'),
      // vite-plugin-pwa makes this module in the build only (the offline feature's update prompt).
      'virtual:pwa-register/react': source('test/pwa-register.ts'),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['../server/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
