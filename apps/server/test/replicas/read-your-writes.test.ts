import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_POSITION_HEADER } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, branchWithSite, organizationWithAdmin } from '../support/fixtures.js';
import { databaseUrl } from '../support/database-url.js';
import { replicaCatchUp, replicaUrlOf } from '../support/test-connections.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { until } from '../support/eventually.js';

/**
 * Against a real streaming standby whose replay is held back by `recovery_min_apply_delay`
 * (decision 0064). The delay holds it back for everyone, so this file runs on its own:
 * `scripts/ci-standby.sh` starts the standby and runs it with TEST_REPLICA_EXCLUSIVE=1.
 */
const standbyUrl = process.env.TEST_REPLICA_URL;
const enabled = Boolean(standbyUrl) && process.env.TEST_REPLICA_EXCLUSIVE === '1';
const suite = enabled ? describe : describe.skip;
const title = enabled
  ? 'read-your-writes against a streaming standby (decision 0064)'
  : 'read-your-writes against a streaming standby — skipped: needs a standby of its own (TEST_REPLICA_URL and TEST_REPLICA_EXCLUSIVE=1, as scripts/ci-standby.sh runs it)';

const DELAY = '3s';

let ctx: TestContext;
let proxy: TcpProxy;
let standby: pg.Client;
let token: string;
let branchId: number;

const setDelay = async (delay: string | null) => {
  await standby.query(
    delay === null
      ? 'alter system reset recovery_min_apply_delay'
      : `alter system set recovery_min_apply_delay = '${delay}'`,
  );
  await standby.query('select pg_reload_conf()');
  // The replay (the startup process) reads the setting again once it has the signal.
  await new Promise((resolve) => setTimeout(resolve, 300));
};

const read = (url: string, position?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(position ? { [READ_POSITION_HEADER]: position } : {}) },
  });

const newTool = async (name: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/tools',
    headers: bearer(token),
    payload: { name, branchId },
  });
  expect(response.statusCode).toBe(201);
  const position = response.headers[READ_POSITION_HEADER.toLowerCase()];
  expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
  return { id: (response.json() as { id: number }).id, position: position as string };
};

const idsOf = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((row) => row.id);

beforeAll(async () => {
  if (!enabled) return;
  const url = new URL(standbyUrl!);
  standby = new pg.Client({ connectionString: databaseUrl(standbyUrl!, 'postgres') });
  await standby.connect();
  // The app reaches the standby through a relay the test can cut. Its lag bound is generous: the
  // delay must make it stale, not skipped.
  proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
  const viaProxy = (fileUrl: string) => {
    const replica = new URL(replicaUrlOf(fileUrl)!);
    replica.port = String(proxy.port);
    return replica.toString();
  };
  ctx = await createTestApp(
    (fileUrl) => ({ DATABASE_REPLICA_URL: viaProxy(fileUrl), REPLICA_MAX_LAG_MS: '600000' }),
    { replicaCatchUp: false },
  );
  const { admin } = await organizationWithAdmin(ctx.app);
  token = admin.token;
  branchId = (await branchWithSite(ctx.app, token)).branch.id;
  await until(
    'the standby to serve reads',
    () => ctx.app.readReplicas.status().every((replica) => replica.state === 'usable'),
    15_000,
  );
});

afterAll(async () => {
  if (!enabled) return;
  await setDelay(null).catch(() => undefined);
  await standby.end();
  await ctx?.close();
  await proxy.close();
});

suite(title, () => {
  it("gives the writer its own write at once (the primary) while a reader without the write's position meets the standby, still behind", async () => {
    await setDelay(DELAY);
    const tool = await newTool('Core drill');

    // The writer brings the position its write answered: the standby has not replayed it.
    const own = await read(`/api/tools/${tool.id}`, tool.position);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: tool.id, name: 'Core drill' });
    expect(idsOf(await read('/api/tools', tool.position))).toContain(tool.id);

    // Without it the read goes to the standby, which (held back) does not have the tool yet.
    expect((await read(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    expect(idsOf(await read('/api/tools'))).not.toContain(tool.id);

    // Once replayed, the standby has it too.
    const caughtUp = replicaCatchUp(ctx.url, replicaUrlOf(ctx.url)!);
    try {
      await caughtUp.wait(20_000);
    } finally {
      await caughtUp.close();
    }
    expect((await read(`/api/tools/${tool.id}`)).statusCode).toBe(200);
  });

  it('keeps answering reads when the standby becomes unreachable: they go to the primary', async () => {
    const tool = await newTool('Plate compactor');
    // Still served by the standby, still behind.
    expect((await read(`/api/tools/${tool.id}`)).statusCode).toBe(404);

    await proxy.cut();
    // Right away, before a probe has noticed: the read fails on the standby and runs on the
    // primary; no caller sees the failure.
    const page = await read(`/api/tools/${tool.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: tool.id });
    await until(
      'the standby to count as down',
      () => ctx.app.readReplicas.status().every((replica) => replica.state === 'down'),
      15_000,
    );
    const list = await read('/api/tools');
    expect(list.statusCode).toBe(200);
    expect(idsOf(list)).toContain(tool.id);
    const csv = await read('/api/tools/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Plate compactor');
  });
});
