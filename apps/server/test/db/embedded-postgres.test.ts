import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-crash-'));
// mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
fs.chmodSync(dataDir, 0o755);
const quiet = { info: () => undefined, warn: () => undefined };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the embedded server in another process, which prints READY and then waits. */
const startInChild = () =>
  new Promise<{ pid: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'hold-embedded.ts'), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve({ pid: child.pid! });
    });
    child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });

describe('embedded PostgreSQL', () => {
  it('keeps data across restarts and recovers from a crashed owner that left its server running', async () => {
    const first = await startEmbeddedPostgres({ dataDir, database: 'app', log: quiet });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table kept (v text)');
    await client.query("insert into kept values ('still here')");
    await client.end();
    await first.stop();

    const { pid } = await startInChild();
    process.kill(pid, 'SIGKILL'); // the owner dies; its postgres keeps running
    await new Promise((resolve) => setTimeout(resolve, 300));

    const again = await startEmbeddedPostgres({ dataDir, database: 'app', log: quiet });
    const check = new pg.Client({ connectionString: again.url });
    await check.connect();
    const { rows } = await check.query('select v from kept');
    await check.end();
    await again.stop();
    expect(rows).toEqual([{ v: 'still here' }]);
  }, 120_000);
});

describe('embedded PostgreSQL watchdog', () => {
  it('stops the server by itself when its owner process is killed outright', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-orphan-'));
    fs.chmodSync(dir, 0o755);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'hold-embedded.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (c: Buffer) => c.toString().includes('READY') && resolve()),
    );
    const postgresPid = Number(
      fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    expect(() => process.kill(postgresPid, 0)).not.toThrow();

    child.kill('SIGKILL');
    const deadline = Date.now() + 15_000;
    let alive = true;
    while (alive && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        process.kill(postgresPid, 0);
      } catch {
        alive = false;
      }
    }
    expect(alive).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
