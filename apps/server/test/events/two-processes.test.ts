import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app.js';
import { organizationInput, registration } from '../support/fixtures.js';
import { startServerProcess } from '../support/server-process.js';
import { dataOf, openEventStream } from '../support/sse-client.js';
import { recordBattery } from '../support/battery.js';

describe('two server processes on one database', () => {
  it('share sessions, and an event caused through one reaches a client of the other within a second', async ({
    task,
  }) => {
    const databaseUrl = await createTestDatabase();
    const [a, b] = await Promise.all([
      startServerProcess(databaseUrl, { LOG_LEVEL: 'warn' }),
      startServerProcess(databaseUrl, { LOG_LEVEL: 'warn' }),
    ]);
    try {
      const call = async (
        baseUrl: string,
        method: string,
        path: string,
        token?: string,
        body?: object,
      ) => {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return {
          status: response.status,
          body: (await response.json().catch(() => null)) as Record<string, unknown> & {
            id: number;
            token: string;
          },
        };
      };

      // A session made on A works on B.
      const signUpBody = registration();
      const signUp = await call(a.baseUrl, 'POST', '/api/auth/register', undefined, signUpBody);
      expect(signUp.status).toBe(201);
      const token = signUp.body.token;
      expect(
        (await call(b.baseUrl, 'POST', '/api/setup/organization', token, organizationInput()))
          .status,
      ).toBe(201);
      const branch = await call(b.baseUrl, 'POST', '/api/branches', token, {
        name: 'Yard',
        address: 'x',
      });
      const tool = await call(a.baseUrl, 'POST', '/api/tools', token, {
        name: 'Drill',
        branchId: branch.body.id,
      });
      expect(tool.status).toBe(201);

      // Events caused on A reach a browser connected to B.
      const stream = await openEventStream(`${b.baseUrl}/api/events`, {
        authorization: `Bearer ${token}`,
      });
      expect(stream.status).toBe(200);
      const latencies: number[] = [];
      for (const [round, status] of (
        ['maintenance', 'available', 'maintenance', 'available', 'maintenance'] as const
      ).entries()) {
        const started = performance.now();
        expect(
          (await call(a.baseUrl, 'POST', `/api/tools/${tool.body.id}/status`, token, { status }))
            .status,
        ).toBe(200);
        await stream.next(
          (event) =>
            dataOf(event).action === `status_change_to_${status}` &&
            stream.events.filter((seen) => dataOf(seen).entityId === tool.body.id).length > round,
          1_000,
        );
        latencies.push(performance.now() - started);
      }
      stream.close();
      // Signing out on B ends the session on A too: at once on B, within a second on A (A keeps
      // signed-in callers in memory until the database announces the change, decision 0023).
      expect((await call(b.baseUrl, 'POST', '/api/auth/logout', token)).status).toBe(204);
      expect((await call(b.baseUrl, 'GET', '/api/auth/me', token)).status).toBe(401);
      const signedOutAt = performance.now();
      let onA = (await call(a.baseUrl, 'GET', '/api/auth/me', token)).status;
      while (onA !== 401 && performance.now() - signedOutAt < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        onA = (await call(a.baseUrl, 'GET', '/api/auth/me', token)).status;
      }
      expect(onA).toBe(401);

      // A browser that never hangs up does not hold a shutdown: its stream is ended, the process exits.
      const signedIn = await call(a.baseUrl, 'POST', '/api/auth/login', undefined, {
        username: signUpBody.username,
        password: signUpBody.password,
      });
      const lingering = await openEventStream(`${b.baseUrl}/api/events`, {
        authorization: `Bearer ${signedIn.body.token}`,
      });
      expect(lingering.status).toBe(200);
      const stopping = performance.now();
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
      expect(performance.now() - stopping).toBeLessThan(5_000);

      const sorted = [...latencies].sort((x, y) => x - y);
      expect(sorted.at(-1)).toBeLessThan(1_000);
      recordBattery(task, 'two processes: SSE across processes', {
        events: latencies.length,
        'median ms': Math.round(sorted[2]!),
        'max ms': Math.round(sorted.at(-1)!),
      });
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  }, 90_000);
});
