import { defineConfig } from 'vitest/config';

// One runner for the whole repository: `--project shared` and `--project server` pick a layer.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server'],
    // Two cores: two test files at a time (each API file has its own database).
    maxWorkers: 2,
    // The security battery's figures (routes covered, cases tried) close the run.
    reporters: ['default', './apps/server/test/support/battery-reporter.ts'],
  },
});
