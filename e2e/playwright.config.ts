import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests against the built app (`npm run build` first) on a fresh embedded database,
 * in Debian's Chromium — Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Each step has its own 7 s (expect) here; the whole test gets room for a loaded CI machine,
  // where the long end-to-end stories ran out of 30 s with every step passing. On CI, where the
  // same suite has run 2-3 times slower than on a quiet machine (a fresh context's first screen
  // then took past 7 s with every request answered), each step gets 15 s and each test 90 s:
  // timing is the load and cost batteries' job, not the browser tests'.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The service worker would answer navigations and precache the whole app in
    // every test's fresh context; only the offline specs let it run (test.use there).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Let the server stop its database cleanly instead of killing the process tree.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
