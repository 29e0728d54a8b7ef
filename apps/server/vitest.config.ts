import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template, so files run in parallel.
    pool: 'forks',
    // Files of a worker share its module graph instead of importing the whole app again each
    // (docs/decisions/0080): every file still gets its own database and its own app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
