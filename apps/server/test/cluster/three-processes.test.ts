import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { READ_POSITION_HEADER } from '@toolyard/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { GONE_AFTER_SECONDS } from '../../src/data/process-presence.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { activity, tools } from '../../src/db/schema.js';
import { create } from '../support/fixtures.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { dataOf, openEventStream } from '../support/sse-client.js';
import { pooledUrlOf, replicaDatabaseReady, replicaUrlOf } from '../support/test-connections.js';
import { createTestDatabase } from '../support/test-app.js';
import { yardOf } from '../support/yard.js';

// Needs PgBouncer and a streaming standby at once: ci-standby.sh runs it, with its standby's
// TEST_REPLICA_URL, through `bash scripts/ci-pgbouncer.sh apps/server/test/cluster/three-processes.test.ts`.
// Elsewhere it is skipped. A confirm cut off by the killed process leaves its key claimed until
// that process is seen gone (decision 0069): the retries meet 409 with Retry-After meanwhile, and
// wait as the phone's queue does.
const withBoth = Boolean(process.env.TEST_POOLER_URL && process.env.TEST_REPLICA_URL);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const LOAD = 30;

type Answer = {
  status: number;
  body: unknown;
  position: string | null;
  retryAfter: string | null;
};

const call = async (
  server: ServerProcess,
  method: string,
  url: string,
  token: string,
  options: { body?: object; key?: string; position?: string | null } = {},
): Promise<Answer> => {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.position ? { [READ_POSITION_HEADER]: options.position } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    body: await response.json().catch(() => null),
    position: response.headers.get(READ_POSITION_HEADER),
    retryAfter: response.headers.get('retry-after'),
  };
};

/**
 * Sends a keyed write again while the server says the first attempt still runs (409 with
 * Retry-After), waiting as long as it says: the phone's offline queue does the same.
 */
const untilSettled = async (send: () => Promise<Answer>, deadline: number): Promise<Answer> => {
  for (;;) {
    const answer = await send();
    if (answer.status !== 409 || answer.retryAfter === null || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter) * 1_000));
  }
};

describe.skipIf(!withBoth)('three server processes on one database', () => {
  it('one direct, one through PgBouncer, one with a replica: the confirm/return loop and live updates cross them, and a process killed under keyed confirms loses no write and doubles none', async () => {
    const direct = await createTestDatabase();
    const replica = replicaUrlOf(direct)!;
    await replicaDatabaseReady(replica);

    // The yard is made in this process, straight on the database.
    const pool = createPool(direct, quiet);
    const db = createDatabase(pool);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-three-'));
    const setup = await buildApp({
      db,
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: direct,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      }),
    });
    const y = await yardOf(setup);
    const admin = y.admin.token;
    const worker = y.worker.token;
    const handed = [];
    for (let i = 0; i < LOAD; i += 1) {
      const tool = await create(setup, admin, '/api/tools', {
        name: `Load ${i}`,
        branchId: y.branch.id,
      });
      const assigned = await setup.inject({
        method: 'POST',
        url: `/api/tools/${tool.id}/status`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { status: 'pending_confirmation', assignedUserId: y.worker.user.id },
      });
      expect(assigned.statusCode).toBe(200);
      handed.push(tool.id);
    }

    const env = { LOG_LEVEL: 'warn' };
    const [plain, pooled, replicated] = await Promise.all([
      startServerProcess(direct, {
        ...env,
        DATABASE_URL: direct,
        DATABASE_DIRECT_URL: '',
        DATABASE_REPLICA_URL: '',
      }),
      startServerProcess(direct, {
        ...env,
        DATABASE_URL: pooledUrlOf(direct)!,
        DATABASE_DIRECT_URL: direct,
        DATABASE_REPLICA_URL: '',
      }),
      startServerProcess(direct, {
        ...env,
        DATABASE_URL: direct,
        DATABASE_DIRECT_URL: '',
        DATABASE_REPLICA_URL: replica,
      }),
    ]);
    const servers = [plain, pooled, replicated];
    try {
      // The loop: handed out through one, confirmed through another, seen live on the third,
      // read back with the writer's position, returned, and read again elsewhere.
      const stream = await openEventStream(`${replicated.baseUrl}/api/events`, {
        authorization: `Bearer ${admin}`,
      });
      expect(stream.status).toBe(200);
      expect(
        (
          await call(plain, 'POST', `/api/tools/${y.tool.id}/status`, admin, {
            body: { status: 'pending_confirmation', assignedUserId: y.worker.user.id },
          })
        ).status,
      ).toBe(200);
      const confirmed = await call(pooled, 'POST', `/api/tools/${y.tool.id}/confirm`, worker);
      expect(confirmed.status).toBe(200);
      await stream.next(
        (event) =>
          dataOf(event).entityId === y.tool.id && dataOf(event).action === 'assignment_confirmed',
        5_000,
      );
      // A worker reads their own tools (an item page is for admins).
      const seen = await call(replicated, 'GET', '/api/tools/assigned', worker, {
        position: confirmed.position,
      });
      expect(seen.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: y.tool.id, status: 'checked_out' })]),
      );
      const returned = await call(replicated, 'POST', `/api/tools/${y.tool.id}/return`, worker, {
        body: { storageUnitId: y.unit.id },
      });
      expect(returned.status).toBe(200);
      const afterReturn = await call(pooled, 'GET', `/api/tools/${y.tool.id}`, admin, {
        position: returned.position,
      });
      expect(afterReturn.body).toMatchObject({ status: 'available' });
      stream.close();

      // The load: every handed tool confirmed through the pooled process, each with its own key;
      // that process dies mid-way (SIGKILL: no goodbye), and each confirm without an answer is
      // sent again, with its key, to another process — as the phone's queue does.
      const attempts = handed.map((id, i) =>
        call(pooled, 'POST', `/api/tools/${id}/confirm`, worker, {
          key: `three-${id}-${i}-aaaa`,
        }).catch(() => undefined),
      );
      // As soon as the first is answered: the rest are in flight.
      await Promise.race(attempts);
      pooled.child.kill('SIGKILL');
      const first = await Promise.all(attempts);
      // The killed process is seen gone within GONE_AFTER_SECONDS; its claims are free then.
      const deadline = Date.now() + (GONE_AFTER_SECONDS + 15) * 1_000;
      const retried = await Promise.all(
        handed.map(async (id, i) => {
          const earlier = first[i];
          if (earlier?.status === 200) return earlier;
          return untilSettled(
            () =>
              call(i % 2 ? plain : replicated, 'POST', `/api/tools/${id}/confirm`, worker, {
                key: `three-${id}-${i}-aaaa`,
              }),
            deadline,
          );
        }),
      );
      // None is left waiting on a claim of the killed process: each was taken over and run.
      // A confirm whose transaction had committed there, its answer not yet kept, is refused on
      // its retry as no longer pending (409 without Retry-After): its move is done — the state
      // below proves it — but its answer died with the process (decision 0069).
      expect(retried.filter((answer) => answer.retryAfter !== null)).toEqual([]);
      expect(retried.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual(
        [],
      );
      expect(
        retried.filter((answer, i) => answer.status === 200 && first[i]?.status !== 200).length,
        'confirms cut off before they committed ran again on another process',
      ).toBeGreaterThan(0);
      expect(
        first.some((answer) => answer?.status !== 200),
        'the kill cut some confirms off',
      ).toBe(true);

      const states = await db
        .select({ status: tools.status })
        .from(tools)
        .where(inArray(tools.id, handed));
      expect(states.map((row) => row.status)).toEqual(handed.map(() => 'checked_out'));
      const confirmations = await db
        .select({ entityId: activity.entityId })
        .from(activity)
        .where(
          and(eq(activity.action, 'assignment_confirmed'), inArray(activity.entityId, handed)),
        );
      expect(confirmations.map((row) => row.entityId).sort((a, b) => a! - b!)).toEqual(handed);
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
      await setup.close();
      await pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
