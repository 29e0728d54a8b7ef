import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, create, organizationWithAdmin } from '../support/fixtures.js';
import { until } from '../support/eventually.js';

/** A port on this machine that nobody listens on (opened, then closed again). */
const closedPort = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

const SECRET = 'not-for-the-log';
let ctx: TestContext;
const logs = { lines: [] as string[] };

beforeAll(async () => {
  // "Replica" 1 answers but is no standby: another database on the primary, migrated and empty.
  // A read served there would miss every row of this file's database. "Replica" 2 is a closed port.
  const decoy = await createTestDatabase();
  const nobody = `postgresql://postgres:${SECRET}@127.0.0.1:${await closedPort()}/toolyard`;
  ctx = await createTestApp({ DATABASE_REPLICA_URL: `${decoy},${nobody}` }, { logs });
});
afterAll(() => ctx.close());

describe('read replicas that cannot serve (decision 0064)', () => {
  it('skips a replica that is no standby and one that does not answer, says so once, and reads still work', async () => {
    await until('both replicas probed', () =>
      ctx.app.readReplicas.status().every((replica) => replica.state !== 'unknown'),
    );
    expect(ctx.app.readReplicas.status().map((replica) => replica.state)).toEqual([
      'not-standby',
      'down',
    ]);
    const said = logs.lines.join('\n');
    expect(said).toContain('replica 1 of DATABASE_REPLICA_URL is not in recovery');
    expect(said).toMatch(/replica 2 of DATABASE_REPLICA_URL does not answer/);
    // The password in its address is never logged.
    expect(said).not.toContain(SECRET);

    const { admin } = await organizationWithAdmin(ctx.app);
    const { branch } = await branchWithSite(ctx.app, admin.token);
    const tool = await create(ctx.app, admin.token, '/api/tools', {
      name: 'Core drill',
      branchId: branch.id,
    });
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });

    // A list, an item page, a count, a dashboard and an export: all from the primary.
    const list = await get('/api/tools');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number }[]).map((row) => row.id)).toEqual([tool.id]);
    const page = await get(`/api/tools/${tool.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: tool.id, name: 'Core drill' });
    expect((await get('/api/tools/count')).json()).toEqual({ count: 1 });
    expect((await get('/api/dashboard/stats')).statusCode).toBe(200);
    const csv = await get('/api/tools/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Core drill');

    // Still skipped after more probes: each said once, not every second.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const again = logs.lines.join('\n');
    expect(again.split('is not in recovery').length - 1).toBe(1);
    expect(again.split('does not answer').length - 1).toBe(1);
  });

  it('answers a write with its position only where replicas are configured', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const branch = await ctx.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: bearer(admin.token),
      payload: { name: 'North', address: 'Main Street 1', contactPhone: '+49 30 1' },
    });
    expect(branch.statusCode).toBe(201);
    expect(branch.headers['x-toolyard-lsn']).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    // A read says nothing of positions.
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/branches',
      headers: bearer(admin.token),
    });
    expect(read.headers['x-toolyard-lsn']).toBeUndefined();

    const plain = await createTestApp({ DATABASE_REPLICA_URL: '' });
    try {
      const other = await organizationWithAdmin(plain.app);
      const write = await plain.app.inject({
        method: 'POST',
        url: '/api/branches',
        headers: bearer(other.admin.token),
        payload: { name: 'South', address: 'Main Street 2', contactPhone: '+49 30 2' },
      });
      expect(write.statusCode).toBe(201);
      expect(write.headers['x-toolyard-lsn']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
