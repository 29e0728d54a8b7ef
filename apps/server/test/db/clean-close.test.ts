import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, openDatabase } from '../../src/db/client.js';
import { createTestDatabase } from '../support/test-app.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-close-'));
// mkdtemp makes 0700 folders; the postgres user (we may be root) must be able to enter it.
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A logger that keeps the warnings and errors a pool writes. */
const captured = () => {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: () => undefined,
      warn: (message: string) => lines.push(`warn: ${message}`),
      error: (message: string) => lines.push(`error: ${message}`),
    },
  };
};

describe('closing the database', () => {
  it('a clean close (pool, then the embedded server) logs no "connection lost" warning', async () => {
    const { lines, log } = captured();
    // The warning came from a race (the server's fast shutdown against the connections' goodbye):
    // several rounds with a full pool of idle connections each, as after a seed or a busy day.
    for (let round = 0; round < 5; round += 1) {
      const database = await openDatabase({ databaseUrl: undefined, dataDir, log });
      const clients = await Promise.all(Array.from({ length: 10 }, () => database.pool.connect()));
      await Promise.all(clients.map((client) => client.query('select 1')));
      for (const client of clients) client.release();
      await database.close();
    }
    expect(lines).toEqual([]);
  }, 120_000);

  it('a connection lost while the pool is in use is still reported', async () => {
    const { lines, log } = captured();
    const url = await createTestDatabase();
    const pool = createPool(url, log);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    client.release();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await expect
      .poll(() => lines)
      .toEqual([expect.stringMatching(/^warn: database connection lost/)]);
    await pool.end();
  });
});
