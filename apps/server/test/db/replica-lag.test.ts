import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicaLag } from '../../src/db/replica-lag.js';
import { createTestDatabase } from '../support/test-app.js';

let url: string;
let pool: pg.Pool;
beforeAll(async () => {
  url = await createTestDatabase();
  pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(() => pool.end());

describe('replica lag', () => {
  it('answers a server that is not in recovery (a primary) as no standby, 0 ms behind', async () => {
    expect(await replicaLag(pool)).toEqual({ standby: false, lagMs: 0 });
  });

  it('takes one connection as well as a pool, and runs inside a read-only transaction', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A hot standby accepts read-only work only: the probe must be nothing else.
      await client.query('begin transaction read only');
      expect(await replicaLag(client)).toEqual({ standby: false, lagMs: 0 });
      await client.query('commit');
    } finally {
      await client.end();
    }
  });
});
