import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';
import { registration } from '../support/fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const databaseUrl = await createTestDatabase();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/[^\s]+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    // Registration hashes a password (tens of milliseconds). We signal once the server has logged
    // the request's arrival, so it is certainly in flight (one arriving after shutdown began
    // is answered 503, rightly).
    const arrived = new Promise<void>((resolve) => {
      const onData = () => output.includes('"url":"/api/auth/register"') && resolve();
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    });
    const inFlight = fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    await arrived;
    // Twice, as a terminal plus a wrapper deliver it: the repeat must not cut the shutdown short.
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(await exited).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  }, 60_000);
});
