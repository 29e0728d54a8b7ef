import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from '../../src/db/process-alive.js';
import { createTestDatabase } from '../support/test-app.js';
import { registration } from '../support/fixtures.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { waitForWorkers, workerLines } from '../support/primary-log.js';

// The primary and its workers (src/cluster, decision 0058), as `npm start` runs them.

const running: ServerProcess[] = [];
const start = async (...args: Parameters<typeof startServerProcess>) => {
  const server = await startServerProcess(...args);
  running.push(server);
  return server;
};
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

/** Longer than any answer takes here: a request still waiting by then was lost. */
const HUNG_MS = 4_000;

/** A health check: answered, refused (an error at once, e.g. its worker was killed), or hung. */
const askHealth = async (baseUrl: string) => {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HUNG_MS) });
    return response.status === 200 ? 'answered' : 'refused';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hung' : 'refused';
  }
};

describe('the primary process', () => {
  it('replaces a killed worker: requests keep being answered and a new worker is running within 5 s', async () => {
    const server = await start(await createTestDatabase(), { WEB_CONCURRENCY: '2' });
    const [victim, survivor] = await waitForWorkers(server, 'worker listening', 2, 120_000);

    // Requests on many connections around the kill: those on the victim's may fail, but none may
    // be lost (handed to the dead worker and never answered).
    const burst = Array.from({ length: 30 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 10)).then(() => askHealth(server.baseUrl)),
    );
    process.kill(victim!, 'SIGKILL');
    const killedAt = Date.now();
    // Then one request after another for 5 s: the surviving worker answers them.
    const sequential: string[] = [];
    while (Date.now() - killedAt < 5_000) sequential.push(await askHealth(server.baseUrl));
    const outcomes = [...(await Promise.all(burst)), ...sequential];
    expect(outcomes).not.toContain('hung');
    expect(sequential.at(-1), sequential.join(' ')).toBe('answered');
    expect(sequential.filter((outcome) => outcome === 'answered').length).toBeGreaterThanOrEqual(3);
    // A new worker was started within those 5 s, and runs.
    const replacement = workerLines(server, 'worker started').find(
      (line) => line.workerPid !== victim && line.workerPid !== survivor,
    );
    expect(replacement, server.output()).toBeDefined();
    expect(replacement!.time - killedAt).toBeLessThan(5_000);
    expect(isAlive(replacement!.workerPid)).toBe(true);
    expect(workerLines(server, 'worker exited; starting another')).toEqual([
      expect.objectContaining({ workerPid: victim, signal: 'SIGKILL' }),
    ]);

    // The replacement serves too: three workers have now listened, the victim is gone.
    const listened = await waitForWorkers(server, 'worker listening', 3, 120_000);
    expect(isAlive(victim!)).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    for (const pid of listened) expect(isAlive(pid), `worker ${pid}`).toBe(false);
  }, 300_000);

  it('on SIGTERM lets every worker finish its requests, then stops the embedded PostgreSQL, and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-cluster-'));
    // As root the embedded PostgreSQL runs as the postgres user, who must enter DATA_DIR.
    fs.chmodSync(dataDir, 0o755);
    try {
      const server = await start(undefined, { DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
      const workers = await waitForWorkers(server, 'worker listening', 2, 120_000);
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      const postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      expect(isAlive(postgresPid)).toBe(true);

      // A sign-up (a password hash: tens of milliseconds) is in flight when the signal comes.
      const arrived = server.printed('"url":"/api/auth/register"');
      const inFlight = fetch(`${server.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration()),
      });
      await arrived;
      server.child.kill('SIGTERM');

      expect((await inFlight).status).toBe(201);
      expect(await server.exited, server.output()).toBe(0);
      // At once, not by the watchdog that stops an orphaned database within seconds.
      for (const pid of workers) expect(isAlive(pid), `worker ${pid}`).toBe(false);
      expect(isAlive(postgresPid), 'the embedded PostgreSQL').toBe(false);
      expect(fs.existsSync(pidFile)).toBe(false);
      expect(workerLines(server, 'worker stopped')).toHaveLength(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('gives up with a message and exit 1 when replacement workers keep crashing at start, waiting longer each time', async () => {
    const marker = path.join(os.tmpdir(), `toolyard-crash-workers-${process.pid}`);
    fs.rmSync(marker, { force: true });
    const preload = pathToFileURL(
      path.join(import.meta.dirname, '../support/crash-worker-at-start.mjs'),
    );
    try {
      const server = await start(await createTestDatabase(), {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload.href}`,
        CRASH_WORKERS_WHEN: marker,
      });
      const [first] = await waitForWorkers(server, 'worker listening', 1, 120_000);
      // From now on every new worker dies as it starts.
      fs.writeFileSync(marker, '');
      process.kill(first!, 'SIGKILL');

      const began = Date.now();
      expect(await server.exited, server.output()).toBe(1);
      expect(Date.now() - began).toBeLessThan(90_000);
      expect(server.output()).toMatch(
        /Toolyard stopped: workers died within 15 s of starting 5 times in 2 minutes/,
      );
      // Backing off: half a second, then twice as long each time; no fork after giving up.
      const delays = workerLines(server, 'worker exited; starting another').map(
        (line) => line.restartInMs,
      );
      expect(delays.slice(-4)).toEqual([500, 1_000, 2_000, 4_000]);
      expect(workerLines(server, 'worker started')).toHaveLength(1 + delays.length);
    } finally {
      fs.rmSync(marker, { force: true });
    }
  }, 300_000);

  it('stops with exit 1 and no retries when the first workers cannot start (the port is taken)', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const failure = start(await createTestDatabase(), {
        WEB_CONCURRENCY: '2',
        PORT: String(port),
      });
      const message = await failure.then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(message).toMatch(/server exited with 1/);
      expect(message).toContain('EADDRINUSE');
      expect(message).toContain('Toolyard stopped: a worker failed while the server was starting');
      expect(message.match(/"msg":"worker started"/g)).toHaveLength(2);
    } finally {
      taken.close();
    }
  }, 300_000);
});
