import { defineProject } from 'vitest/config';

// Unit tests of the web app's pure logic; screens are tested in a real browser (e2e/).
export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
