import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  activity,
  idempotencyKeys,
  reports,
  serverProcesses,
  toolLogs,
  vehicleLogs,
} from '../../src/db/schema.js';
import { GONE_AFTER_SECONDS } from '../../src/data/process-presence.js';
import { runSweep } from '../../src/modules/maintenance/sweep.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, workerOf } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';
import { openApiDocument, operationOf } from '../support/documented-statuses.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';

const call = (method: Method, url: string, token: string, payload?: object, key?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(payload ? { payload } : {}),
  });

const assign = async (token: string, kind: 'tools' | 'vehicles', id: number, workerId: number) => {
  const response = await call('POST', `/api/${kind}/${id}/status`, token, {
    status: 'pending_confirmation',
    assignedUserId: workerId,
    ...(kind === 'vehicles' ? { odometerReading: 1000 } : {}),
  });
  expect(response.statusCode).toBe(200);
};

/** A yard whose tool and vehicle wait for the worker's confirmation. */
const handedYard = async () => {
  const y = await yardOf(ctx.app);
  await assign(y.admin.token, 'tools', y.tool.id, y.worker.user.id);
  await assign(y.admin.token, 'vehicles', y.vehicle.id, y.worker.user.id);
  return y;
};

const toolActions = async (toolId: number) =>
  (await ctx.db.select().from(toolLogs).where(eq(toolLogs.toolId, toolId))).map((l) => l.action);
const feedOf = async (entityType: string, entityId: number) =>
  (
    await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, entityType), eq(activity.entityId, entityId)))
  ).map((a) => a.action);
const keysOf = (userId: number) =>
  ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
const reportsTitled = (title: string) =>
  ctx.db.select().from(reports).where(eq(reports.title, title));

const REPLAYED = 'idempotent-replayed';
let keyCounter = 0;
const newKey = () => `${process.pid}-key-${++keyCounter}-0f8e2b1c`;

const reportBody = (siteId: number, title: string) => ({
  title,
  content: 'Poured the slab; formwork off tomorrow.',
  siteId,
  reportDate: '2026-11-24',
});

describe('idempotency keys on the writes a phone queues offline', () => {
  it('a confirm repeated with its key gets the first answer again and confirms once', async () => {
    const y = await handedYard();
    const key = newKey();
    const first = await call(
      'POST',
      `/api/tools/${y.tool.id}/confirm`,
      y.worker.token,
      undefined,
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();

    const again = await call(
      'POST',
      `/api/tools/${y.tool.id}/confirm`,
      y.worker.token,
      undefined,
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);

    expect(await toolActions(y.tool.id)).toEqual([
      'created',
      'status_change_to_pending_confirmation',
      'status_change_to_checked_out',
    ]);
    expect(
      (await feedOf('tool', y.tool.id)).filter((a) => a === 'assignment_confirmed'),
    ).toHaveLength(1);
    // Without the key, the same repeat is refused: the item was confirmed already.
    const unkeyed = await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    expect(unkeyed.statusCode).toBe(409);
  });

  it('a vehicle return repeated with its key (place, odometer, fuel, notes) is returned once', async () => {
    const y = await handedYard();
    await call('POST', `/api/vehicles/${y.vehicle.id}/confirm`, y.worker.token);
    const body = {
      parkingLocationId: y.parking.id,
      odometerReading: 1234,
      fuelLevel: 60,
      notes: 'Keys in the office',
    };
    const key = newKey();
    const url = `/api/vehicles/${y.vehicle.id}/return`;
    const first = await call('POST', url, y.worker.token, body, key);
    expect(first.statusCode).toBe(200);
    // The same body with its fields in another order is the same request.
    const reordered = {
      notes: body.notes,
      fuelLevel: 60,
      odometerReading: 1234,
      parkingLocationId: y.parking.id,
    };
    const again = await call('POST', url, y.worker.token, reordered, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
    const returns = await ctx.db
      .select()
      .from(vehicleLogs)
      .where(eq(vehicleLogs.vehicleId, y.vehicle.id));
    expect(returns.filter((l) => l.action === 'status_change_to_available')).toHaveLength(1);
    expect(
      (await feedOf('vehicle', y.vehicle.id)).filter((a) => a === 'vehicle_returned'),
    ).toHaveLength(1);
  });

  it('a tool return repeated with its key is returned once', async () => {
    const y = await handedYard();
    await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    const key = newKey();
    const url = `/api/tools/${y.tool.id}/return`;
    const body = { storageUnitId: y.unit.id };
    const first = await call('POST', url, y.worker.token, body, key);
    const again = await call('POST', url, y.worker.token, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect((await feedOf('tool', y.tool.id)).filter((a) => a === 'tool_returned')).toHaveLength(1);
  });

  it('a report created twice with one key is one report, answered 201 both times', async () => {
    const y = await yardOf(ctx.app);
    const key = newKey();
    const title = `Slab ${key}`;
    const first = await call(
      'POST',
      '/api/reports',
      y.worker.token,
      reportBody(y.site.id, title),
      key,
    );
    const again = await call(
      'POST',
      '/api/reports',
      y.worker.token,
      reportBody(y.site.id, title),
      key,
    );
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await reportsTitled(title)).toHaveLength(1);
  });

  it("another user's key of the same value is their own: both requests run", async () => {
    const y = await handedYard();
    const other = await workerOf(ctx.app, y.admin.token);
    const key = newKey();
    const mine = await call(
      'POST',
      `/api/tools/${y.tool.id}/confirm`,
      y.worker.token,
      undefined,
      key,
    );
    expect(mine.statusCode).toBe(200);

    // The other worker, same key, a report of their own: it runs (201), neither replayed nor 422.
    const title = `Theirs ${key}`;
    const theirs = await call(
      'POST',
      '/api/reports',
      other.token,
      reportBody(y.site.id, title),
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.json()).toMatchObject({ title, userId: other.user.id });
    // And the same request as the first worker's, by the other worker: theirs, not a replay of
    // the first worker's answer (they are not handed the tool: 404).
    const notTheirs = await call(
      'POST',
      `/api/tools/${y.tool.id}/confirm`,
      other.token,
      undefined,
      newKey(),
    );
    expect(notTheirs.statusCode).toBe(404);
    expect((await keysOf(y.worker.user.id)).map((row) => row.key)).toEqual([key]);
    expect((await keysOf(other.user.id)).map((row) => row.key)).toContain(key);
  });

  it('a key older than 24 hours is forgotten: the request runs again and answers per the current state', async () => {
    const y = await handedYard();
    const key = newKey();
    const url = `/api/tools/${y.tool.id}/confirm`;
    expect((await call('POST', url, y.worker.token, undefined, key)).statusCode).toBe(200);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(and(eq(idempotencyKeys.userId, y.worker.user.id), eq(idempotencyKeys.key, key)));

    const later = await call('POST', url, y.worker.token, undefined, key);
    expect(later.statusCode).toBe(409);
    expect(later.headers[REPLAYED]).toBeUndefined();
    expect(later.json()).toMatchObject({ code: 'conflict' });
    expect(
      (await toolActions(y.tool.id)).filter((a) => a === 'status_change_to_checked_out'),
    ).toHaveLength(1);
    // The key now holds the new answer, kept from now on.
    const [row] = await keysOf(y.worker.user.id);
    expect(row).toMatchObject({ key, statusCode: 409 });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('a repeat sent while the first request still runs gets 409 with Retry-After; the first then completes once', async () => {
    const y = await handedYard();
    const key = newKey();
    const url = `/api/tools/${y.tool.id}/confirm`;
    // Another transaction holds the tool's row: the first request claims the key, then waits.
    const holder = await ctx.pool.connect();
    let first: ReturnType<typeof call> | undefined;
    try {
      await holder.query('begin');
      await holder.query('select 1 from tools where id = $1 for update', [y.tool.id]);
      first = call('POST', url, y.worker.token, undefined, key);
      for (let i = 0; i < 200 && (await keysOf(y.worker.user.id)).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const [claimed] = await keysOf(y.worker.user.id);
      expect(claimed).toMatchObject({ key, statusCode: null });

      const concurrent = await call('POST', url, y.worker.token, undefined, key);
      expect(concurrent.statusCode).toBe(409);
      expect(concurrent.headers['retry-after']).toBe('1');
      expect(concurrent.json()).toEqual({
        code: 'conflict',
        message: 'This request is still being processed. Please try again in a moment.',
      });
    } finally {
      await holder.query('commit');
      holder.release();
    }
    const done = await first!;
    expect(done.statusCode).toBe(200);
    const replay = await call('POST', url, y.worker.token, undefined, key);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.body).toBe(done.body);
    expect(
      (await toolActions(y.tool.id)).filter((a) => a === 'status_change_to_checked_out'),
    ).toHaveLength(1);
  });

  it('repeats fired at once write one report: the others get 409 or the first answer', async () => {
    const y = await yardOf(ctx.app);
    const key = newKey();
    const title = `At once ${key}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/reports', y.worker.token, reportBody(y.site.id, title), key),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    const ran = answers.filter((a) => a.statusCode === 201 && a.headers[REPLAYED] === undefined);
    expect(ran).toHaveLength(1);
    for (const replayed of answers.filter((a) => a.headers[REPLAYED] === 'true'))
      expect(replayed.body).toBe(ran[0]!.body);
    expect(await reportsTitled(title)).toHaveLength(1);
  });

  it('the same key on another request is refused with 422 and runs nothing', async () => {
    const y = await handedYard();
    await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    const key = newKey();
    const url = `/api/tools/${y.tool.id}/return`;
    expect(
      (await call('POST', url, y.worker.token, { storageUnitId: y.unit.id }, key)).statusCode,
    ).toBe(200);

    // Another body on the same route…
    const otherBody = await call(
      'POST',
      url,
      y.worker.token,
      { storageUnitId: y.unit.id, notes: 'Wet' },
      key,
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      code: 'unprocessable',
      message:
        'This idempotency key was already used for a different request. Send a new key with a new request.',
    });
    // …and another route: the vehicle stays pending.
    const otherRoute = await call(
      'POST',
      `/api/vehicles/${y.vehicle.id}/confirm`,
      y.worker.token,
      undefined,
      key,
    );
    expect(otherRoute.statusCode).toBe(422);
    const pending = await call('GET', '/api/vehicles/pending', y.worker.token);
    expect(pending.json().map((v: { id: number }) => v.id)).toEqual([y.vehicle.id]);
    // The message is worded in the caller's language.
    const german = await ctx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${y.vehicle.id}/confirm`,
      headers: { ...bearer(y.worker.token), 'idempotency-key': key, 'accept-language': 'de' },
    });
    expect(german.json().message).toMatch(/Idempotenzschlüssel/);
  });

  it('a malformed key is refused with 400 and nothing is written', async () => {
    const y = await handedYard();
    const url = `/api/tools/${y.tool.id}/confirm`;
    for (const key of ['', 'k'.repeat(256), 'café', 'tab\there']) {
      const refused = await call('POST', url, y.worker.token, undefined, key);
      expect(refused.statusCode, JSON.stringify(key)).toBe(400);
      expect(refused.json(), JSON.stringify(key)).toEqual({
        code: 'validation_failed',
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
        fieldErrors: {
          'idempotency-key':
            'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
        },
      });
    }
    expect(await keysOf(y.worker.user.id)).toEqual([]);
    expect(await toolActions(y.tool.id)).toEqual([
      'created',
      'status_change_to_pending_confirmation',
    ]);
    // The longest key, with spaces and punctuation, is taken.
    const longest = `${'~ '.repeat(127)}x`;
    expect(longest).toHaveLength(255);
    expect((await call('POST', url, y.worker.token, undefined, longest)).statusCode).toBe(200);
  });

  it('a refusal (4xx) is kept and given again; a server error is not, so the repeat runs', async () => {
    const y = await handedYard();
    await call('POST', `/api/tools/${y.tool.id}/confirm`, y.worker.token);
    const key = newKey();
    const url = `/api/tools/${y.tool.id}/confirm`;
    const refused = await call('POST', url, y.worker.token, undefined, key);
    expect(refused.statusCode).toBe(409);
    const again = await call('POST', url, y.worker.token, undefined, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(refused.body);

    // A report whose write fails on the database's side: 500, and the key is given back.
    const failing = newKey();
    const title = `Fails once ${failing}`;
    await ctx.db.execute(
      sql.raw(`create function refuse_report() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger refuse_report before insert on reports for each row execute function refuse_report()',
      ),
    );
    try {
      const broken = await call(
        'POST',
        '/api/reports',
        y.worker.token,
        reportBody(y.site.id, title),
        failing,
      );
      expect(broken.statusCode).toBe(500);
      expect((await keysOf(y.worker.user.id)).map((row) => row.key)).not.toContain(failing);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_report on reports'));
      await ctx.db.execute(sql.raw('drop function refuse_report()'));
    }
    const retried = await call(
      'POST',
      '/api/reports',
      y.worker.token,
      reportBody(y.site.id, title),
      failing,
    );
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED]).toBeUndefined();
    expect(await reportsTitled(title)).toHaveLength(1);
  });

  it('a claim abandoned by a process that died is taken over by a repeat after five minutes', async () => {
    const y = await yardOf(ctx.app);
    const key = newKey();
    const title = `Abandoned ${key}`;
    const body = reportBody(y.site.id, title);
    // The repeat of a request whose process died after claiming: the claim is there, no answer.
    const first = await call('POST', '/api/reports', y.worker.token, body, key);
    await ctx.db.delete(reports).where(eq(reports.title, title));
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: null, body: null, createdAt: sql`now() - interval '4 minutes'` })
      .where(and(eq(idempotencyKeys.userId, y.worker.user.id), eq(idempotencyKeys.key, key)));
    expect((await call('POST', '/api/reports', y.worker.token, body, key)).statusCode).toBe(409);

    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(and(eq(idempotencyKeys.userId, y.worker.user.id), eq(idempotencyKeys.key, key)));
    const taken = await call('POST', '/api/reports', y.worker.token, body, key);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers[REPLAYED]).toBeUndefined();
    expect(taken.json().id).not.toBe(first.json().id);
    expect(await reportsTitled(title)).toHaveLength(1);
  });

  it('a claim of a server process that stopped being seen is taken over at once; one of a process seen lately is not', async () => {
    const y = await yardOf(ctx.app);
    const key = newKey();
    const title = `Killed under ${key}`;
    const body = reportBody(y.site.id, title);
    // A request claimed by another process, which is then killed: the claim is there, no answer.
    await call('POST', '/api/reports', y.worker.token, body, key);
    await ctx.db.delete(reports).where(eq(reports.title, title));
    const killed = randomUUID();
    await ctx.db.insert(serverProcesses).values({ id: killed });
    const theClaim = and(
      eq(idempotencyKeys.userId, y.worker.user.id),
      eq(idempotencyKeys.key, key),
    );
    await ctx.db
      .update(idempotencyKeys)
      .set({
        statusCode: null,
        body: null,
        processId: killed,
        createdAt: sql`now() - interval '1 second'`,
      })
      .where(theClaim);
    // Seen a moment ago: it may still be running the request.
    expect((await call('POST', '/api/reports', y.worker.token, body, key)).statusCode).toBe(409);

    // Not seen for longer than a live process ever goes unseen: gone, and its claim with it.
    await ctx.db
      .update(serverProcesses)
      .set({ seenAt: sql`now() - make_interval(secs => ${GONE_AFTER_SECONDS + 1})` })
      .where(eq(serverProcesses.id, killed));
    const taken = await call('POST', '/api/reports', y.worker.token, body, key);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers[REPLAYED]).toBeUndefined();
    expect(await reportsTitled(title)).toHaveLength(1);
    const [kept] = await ctx.db
      .select({ processId: idempotencyKeys.processId, statusCode: idempotencyKeys.statusCode })
      .from(idempotencyKeys)
      .where(theClaim);
    expect(kept).toEqual({ processId: expect.not.stringMatching(killed), statusCode: 201 });
    // The one that took it over is this app's own, marked alive.
    const alive = await ctx.db
      .select({ id: serverProcesses.id })
      .from(serverProcesses)
      .where(eq(serverProcesses.id, kept!.processId!));
    expect(alive).toHaveLength(1);
  });

  it('many repeats at once of a claim whose process is gone: exactly one takes it over and runs', async () => {
    const y = await yardOf(ctx.app);
    const key = newKey();
    const title = `Taken once ${key}`;
    const body = reportBody(y.site.id, title);
    await call('POST', '/api/reports', y.worker.token, body, key);
    await ctx.db.delete(reports).where(eq(reports.title, title));
    const killed = randomUUID();
    await ctx.db
      .insert(serverProcesses)
      .values({ id: killed, seenAt: sql`now() - interval '1 hour'` });
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: null, body: null, processId: killed })
      .where(and(eq(idempotencyKeys.userId, y.worker.user.id), eq(idempotencyKeys.key, key)));

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', '/api/reports', y.worker.token, body, key)),
    );
    const ran = answers.filter((a) => a.statusCode === 201 && a.headers[REPLAYED] === undefined);
    expect(ran).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(await reportsTitled(title)).toHaveLength(1);
  });

  it('deleting a user deletes their keys; the sweep deletes keys older than 24 hours and keeps the rest', async () => {
    const y = await yardOf(ctx.app);
    const leaving = await workerOf(ctx.app, y.admin.token);
    const stays = await workerOf(ctx.app, y.admin.token);
    for (const worker of [leaving, stays]) {
      for (const key of ['old', 'new']) {
        const body = reportBody(y.site.id, `${key} ${worker.user.id}`);
        expect((await call('POST', '/api/reports', worker.token, body, key)).statusCode).toBe(201);
      }
    }
    expect((await call('DELETE', `/api/users/${leaving.user.id}`, y.admin.token)).statusCode).toBe(
      204,
    );
    expect(await keysOf(leaving.user.id)).toEqual([]);

    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, stays.user.id), eq(idempotencyKeys.key, 'old')));
    const swept = await runSweep({ db: ctx.db });
    expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect((await keysOf(stays.user.id)).map((row) => row.key)).toEqual(['new']);
  });

  it('documents the header, and its 409 and 422, on exactly the writes that take it', async () => {
    const document = await openApiDocument(ctx.app);
    let keyed = 0;
    for (const route of ctx.app.routeInventory) {
      const operation = operationOf(document, route);
      const header = operation?.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
      const where = `${route.method} ${route.url}`;
      if (!route.idempotent) {
        expect(header, where).toBeUndefined();
        continue;
      }
      keyed += 1;
      expect(header, where).toMatchObject({ required: false });
      expect(JSON.stringify(header), where).toMatch(/Idempotent-Replayed/);
      expect(Object.keys(operation?.responses ?? {}), where).toEqual(
        expect.arrayContaining(['409', '422']),
      );
    }
    expect(keyed).toBe(6);
    // A route's own 409 keeps its meaning beside the key's.
    const confirm = operationOf(document, { method: 'POST', url: '/api/tools/:id/confirm' });
    expect(confirm?.responses?.['409']?.description).toMatch(
      /Already confirmed or returned.*still running/s,
    );
  });
});
