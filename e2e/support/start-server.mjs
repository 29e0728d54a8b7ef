// Starts the built server on a fresh embedded database for one browser-test run, and removes
// the database when Playwright stops it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import E2E_SUPERADMIN from './superadmin.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-e2e-'));
// mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
chmodSync(dataDir, 0o755);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The browser must not call geolocation services from a test run (and cannot here).
    LANGUAGE_DETECTION: 'off',
    REGISTRATIONS_PER_HOUR: '10000',
    // One API process: the browser tests share two cores with Chromium. Several processes behind
    // one socket are proven by the supervisor and two-process API tests (decision 0058).
    WEB_CONCURRENCY: '1',
    SUPERADMIN_USERNAME: E2E_SUPERADMIN.username,
    SUPERADMIN_PASSWORD: E2E_SUPERADMIN.password,
    SUPERADMIN_EMAIL: E2E_SUPERADMIN.email,
  },
});

const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
