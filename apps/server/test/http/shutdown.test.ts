import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';
import { registration } from '../support/fixtures.js';
import { startServerProcess } from '../support/server-process.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startServerProcess(await createTestDatabase());

    // Registration hashes a password (tens of milliseconds). We signal once the server has logged
    // the request's arrival, so it is certainly in flight (one arriving after shutdown began
    // is answered 503, rightly).
    const arrived = server.printed('"url":"/api/auth/register"');
    const inFlight = fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    await arrived;
    // Twice, as a terminal plus a wrapper deliver it: the repeat must not cut the shutdown short.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(await server.exited).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  }, 120_000);
});
