import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notices } from '@toolyard/shared';
import { users } from '../../src/db/schema.js';
import { createNotices } from '../../src/modules/notices/create-notices.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { openEventStream } from '../support/sse-client.js';
import { superadmin } from '../support/superadmin.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const noticesOf = async (token: string, query = '') => {
  const response = await call('GET', `/api/notices${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Notices;
};

const damage = (organizationId: number, item: string) => ({
  organizationId,
  kind: 'damage_reported' as const,
  entityType: 'tool' as const,
  entityId: 7,
  values: { item, reporter: 'Will Worker' },
});

describe('GET /api/notices', () => {
  it("answers the caller's own notices, newest first, worded as codes, with the unread count", async () => {
    const org = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, org.admin.token);
    const other = await organizationWithAdmin(ctx.app);
    expect(await noticesOf(org.admin.token)).toEqual({
      items: [],
      more: false,
      unread: 0,
      language: null,
    });

    await createNotices(ctx.db, [org.admin.user.id], damage(org.organization.id, 'Drill'));
    await createNotices(ctx.db, [org.admin.user.id, worker.user.id], {
      organizationId: org.organization.id,
      kind: 'due_digest',
      values: { overdue: 2, dueSoon: 3, hidden: { nested: true } },
    });
    await createNotices(ctx.db, [other.admin.user.id], damage(other.organization.id, 'Saw'));

    const mine = await noticesOf(org.admin.token);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((notice) => notice.kind)).toEqual(['due_digest', 'damage_reported']);
    expect(mine.items[0]).toMatchObject({
      entityType: null,
      entityId: null,
      // Only plain words and numbers leave the server.
      values: { overdue: 2, dueSoon: 3 },
      read: false,
    });
    expect(mine.items[1]).toMatchObject({
      entityType: 'tool',
      entityId: 7,
      values: { item: 'Drill', reporter: 'Will Worker' },
    });

    // Each sees their own: the worker one, the other organization's admin theirs.
    expect((await noticesOf(worker.token)).items.map((notice) => notice.kind)).toEqual([
      'due_digest',
    ]);
    expect((await noticesOf(other.admin.token)).items.map((n) => n.values.item)).toEqual(['Saw']);
    const count = await call('GET', '/api/notices/unread-count', worker.token);
    expect(count.json()).toEqual({ unread: 1 });
  });

  it('pages back with `before`, at most 50 at a time', async () => {
    const org = await organizationWithAdmin(ctx.app);
    for (let i = 0; i < 25; i += 1)
      await createNotices(ctx.db, [org.admin.user.id], damage(org.organization.id, `Item ${i}`));
    const first = await noticesOf(org.admin.token);
    expect(first.items).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.items[0]!.values.item).toBe('Item 24');
    const rest = await noticesOf(org.admin.token, `?before=${first.items.at(-1)!.id}`);
    expect(rest.items.map((notice) => notice.values.item)).toEqual([
      'Item 4',
      'Item 3',
      'Item 2',
      'Item 1',
      'Item 0',
    ]);
    expect(rest.more).toBe(false);
    expect((await call('GET', '/api/notices?limit=51', org.admin.token)).statusCode).toBe(400);
  });

  it('a superadmin, who belongs to no organization, has none', async () => {
    const platform = await superadmin(ctx.app, ctx.db);
    expect((await noticesOf(platform.token)).items).toEqual([]);
  });
});

describe('POST /api/notices/read', () => {
  it("marks the named or all of the caller's notices read, never someone else's", async () => {
    const org = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, org.admin.token);
    const other = await organizationWithAdmin(ctx.app);
    await createNotices(ctx.db, [org.admin.user.id], damage(org.organization.id, 'A'));
    await createNotices(ctx.db, [org.admin.user.id], damage(org.organization.id, 'B'));
    await createNotices(ctx.db, [worker.user.id], damage(org.organization.id, 'W'));
    await createNotices(ctx.db, [other.admin.user.id], damage(other.organization.id, 'O'));
    const [workerNotice] = (await noticesOf(worker.token)).items;
    const [otherNotice] = (await noticesOf(other.admin.token)).items;
    const [newest] = (await noticesOf(org.admin.token)).items;

    // Someone else's ids (same organization or another) change nothing and tell nothing.
    const foreign = await call('POST', '/api/notices/read', org.admin.token, {
      ids: [workerNotice!.id, otherNotice!.id],
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json()).toEqual({ unread: 2 });
    expect((await noticesOf(worker.token)).unread).toBe(1);
    expect((await noticesOf(other.admin.token)).unread).toBe(1);

    expect(
      (await call('POST', '/api/notices/read', org.admin.token, { ids: [newest!.id] })).json(),
    ).toEqual({ unread: 1 });
    const after = await noticesOf(org.admin.token);
    expect(after.items.map((notice) => notice.read)).toEqual([true, false]);
    expect((await call('POST', '/api/notices/read', org.admin.token, {})).json()).toEqual({
      unread: 0,
    });
    expect((await noticesOf(worker.token)).unread).toBe(1);
    const tooMany = await call('POST', '/api/notices/read', org.admin.token, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("tells only the caller's own open streams, in any organization", async () => {
    const org = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, org.admin.token);
    const other = await organizationWithAdmin(ctx.app);
    const adminStream = await openEventStream(`${baseUrl}/api/events`, bearer(org.admin.token));
    const workerStream = await openEventStream(`${baseUrl}/api/events`, bearer(worker.token));
    const otherStream = await openEventStream(`${baseUrl}/api/events`, bearer(other.admin.token));
    try {
      await createNotices(ctx.db, [org.admin.user.id], damage(org.organization.id, 'Drill'));
      await adminStream.next((event) => event.event === 'notices');
      // Reading elsewhere (another tab) refreshes the bell too.
      await call('POST', '/api/notices/read', org.admin.token, {});
      await adminStream.next(
        () => adminStream.events.filter((event) => event.event === 'notices').length === 2,
      );
      // Give a stray signal time to arrive: none does.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(workerStream.events.filter((event) => event.event === 'notices')).toEqual([]);
      expect(otherStream.events.filter((event) => event.event === 'notices')).toEqual([]);
    } finally {
      adminStream.close();
      workerStream.close();
      otherStream.close();
    }
  });
});

describe('PUT /api/notices/language', () => {
  it('keeps the language the app shows, for the digest; not when a superadmin acts as the user', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, org.admin.token);
    const saved = await call('PUT', '/api/notices/language', worker.token, { language: 'tr' });
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await noticesOf(worker.token)).language).toBe('tr');
    expect(
      (await call('PUT', '/api/notices/language', worker.token, { language: 'xx' })).statusCode,
    ).toBe(400);

    const platform = await superadmin(ctx.app, ctx.db);
    const acting = await call('POST', `/api/auth/impersonate/${worker.user.id}`, platform.token);
    expect(acting.statusCode, acting.body).toBe(200);
    const actingToken = (acting.json() as { token: string }).token;
    await call('PUT', '/api/notices/language', actingToken, { language: 'de' });
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, worker.user.id));
    expect(row?.language).toBe('tr');
  });
});
