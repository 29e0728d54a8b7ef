import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_SORTS, ORGANIZATION_SORTS } from '@toolyard/shared';
import { notifications, organizations } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  create,
  organizationInput,
  organizationWithAdmin,
  workerOf,
} from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';

/**
 * Decisions 0026 and 0027: the last two lists — the notification history and the superadmin's
 * organizations — are keyset pages in every sort both ways, counted on the first page, exported.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Message = {
  id: number;
  organizationId: number;
  subject: string;
  status: string;
  createdAt: string;
};
type Organization = { id: number; name: string; createdAt: string };
type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

const get = async <T>(token: string, url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

const statusOf = async (token: string, url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

const withParam = (url: string, params: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${params}`;

/** Every page from the first, `limit` rows at a time, and the first page's total. */
const allPages = async <T>(token: string, url: string, limit: number) => {
  const seen: T[] = [];
  let cursor: string | null = null;
  let total: number | undefined;
  let pages = 0;
  do {
    const page: Page<T> = await get(
      token,
      withParam(url, `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
    );
    if (pages === 0) total = page.total;
    else expect(page.total).toBeUndefined();
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { seen, total, pages };
};

// ICU's root collation with numeric ordering: what the "natural" collation does.
const natural = new Intl.Collator('und', { numeric: true }).compare;
const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rows by one value, the id breaking ties in the same direction. */
const byValue =
  <T extends { id: number }>(
    of: (row: T) => string,
    dir: 'asc' | 'desc',
    compare: (a: string, b: string) => number,
  ) =>
  (left: T, right: T) =>
    (dir === 'asc' ? 1 : -1) * (compare(of(left), of(right)) || left.id - right.id);

/** RFC 4180 as the export writes it (no field here holds a quote, comma or break). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

const csvOf = async (token: string, url: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const [header, ...rows] = csvRows(response.body);
  return { header: header!, rows };
};

// Subjects whose order is the same in every collation (lower-case letters, no spaces).
const SUBJECTS = ['delta', 'alpha', 'charlie', 'bravo', 'alpha', 'echo', 'bravo'];
const STATUSES = ['sent', 'failed', 'sending'] as const;

/** An organization whose history holds `count` messages, some sent at the same millisecond. */
const organizationWithMessages = async (count: number) => {
  const org = await organizationWithAdmin(ctx.app);
  const base = Date.parse('2026-11-20T08:00:00.000Z');
  const rows = await ctx.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, index) => ({
        organizationId: org.organization.id,
        senderUserId: org.admin.user.id,
        recipients: ['crew@example.com'],
        subject: SUBJECTS[index % SUBJECTS.length]!,
        body: 'Body',
        prompt: 'Prompt',
        writer: 'template',
        delivery: 'outbox',
        status: STATUSES[index % STATUSES.length]!,
        // Every third message shares its millisecond with the one before: the id decides.
        createdAt: new Date(base + Math.floor((index * 2) / 3) * 60_000 + 123).toISOString(),
      })),
    )
    .returning({ id: notifications.id });
  return { ...org, ids: rows.map((row) => row.id) };
};

const MESSAGE_SORT_VALUES = {
  sentAt: { of: (message: Message) => message.createdAt, compare: plain },
  subject: { of: (message: Message) => message.subject, compare: plain },
  status: { of: (message: Message) => message.status, compare: plain },
} as const;

describe('GET /api/ai/messages: sorted keyset pages with a count', () => {
  it.each(
    NOTIFICATION_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((dir) => [sort, dir] as const),
    ),
  )(
    'sorted by %s %s, every message comes exactly once in order, and the first page counts them',
    async (sort, dir) => {
      const { admin, ids } = await organizationWithMessages(23);
      const every = await get<Message[]>(admin.token, '/api/ai/messages');
      const { seen, total, pages } = await allPages<Message>(
        admin.token,
        `/api/ai/messages?sort=${sort}&dir=${dir}`,
        4,
      );
      const { of, compare } = MESSAGE_SORT_VALUES[sort];
      expect(seen.map((message) => message.id)).toEqual(
        [...every].sort(byValue(of, dir, compare)).map((message) => message.id),
      );
      expect(new Set(seen.map((message) => message.id))).toEqual(new Set(ids));
      expect(total).toBe(23);
      expect(pages).toBe(6);
    },
  );

  it('without a sort the newest message comes first, as the plain array has it', async () => {
    const { admin } = await organizationWithMessages(8);
    const every = await get<Message[]>(admin.token, '/api/ai/messages');
    const { seen } = await allPages<Message>(admin.token, '/api/ai/messages', 3);
    const newestFirst = [...every].sort(byValue((m) => m.createdAt, 'desc', plain));
    expect(every.map((message) => message.id)).toEqual(newestFirst.map((message) => message.id));
    expect(seen.map((message) => message.id)).toEqual(newestFirst.map((message) => message.id));
  });

  it("an org admin's history holds only their organization's messages, whatever they ask for", async () => {
    const mine = await organizationWithMessages(5);
    const theirs = await organizationWithMessages(4);
    const own = new Set(mine.ids);
    for (const url of [
      '/api/ai/messages',
      `/api/ai/messages?organizationId=${theirs.organization.id}`,
    ]) {
      const plainList = await get<Message[]>(mine.admin.token, url);
      expect(new Set(plainList.map((message) => message.id))).toEqual(own);
      const { seen, total } = await allPages<Message>(mine.admin.token, url, 2);
      expect(new Set(seen.map((message) => message.id))).toEqual(own);
      expect(total).toBe(5);
    }
  });

  it("a superadmin reads the named organization's history, and none without a name", async () => {
    const theirs = await organizationWithMessages(4);
    const platform = await superadmin(ctx.app, ctx.db);
    const named = await allPages<Message>(
      platform.token,
      `/api/ai/messages?organizationId=${theirs.organization.id}&sort=subject`,
      3,
    );
    expect(new Set(named.seen.map((message) => message.id))).toEqual(new Set(theirs.ids));
    expect(named.total).toBe(4);
    expect(await get<Message[]>(platform.token, '/api/ai/messages')).toEqual([]);
    expect(await get<Page<Message>>(platform.token, '/api/ai/messages?limit=5')).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('messages sent within one millisecond still come once each (the cursor holds milliseconds)', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const at = (time: string) => ({
      organizationId: organization.id,
      recipients: ['crew@example.com'],
      subject: 'same',
      body: 'Body',
      prompt: 'Prompt',
      writer: 'template',
      delivery: 'outbox',
      createdAt: time,
    });
    const rows = await ctx.db
      .insert(notifications)
      .values([
        at('2026-11-20T09:00:00.123100Z'),
        at('2026-11-20T09:00:00.123400Z'),
        at('2026-11-20T09:00:00.122900Z'),
      ])
      .returning({ id: notifications.id });
    for (const dir of ['asc', 'desc']) {
      const { seen } = await allPages<Message>(
        admin.token,
        `/api/ai/messages?sort=sentAt&dir=${dir}`,
        1,
      );
      expect(seen.map((message) => message.id).sort((a, b) => a - b)).toEqual(
        rows.map((row) => row.id).sort((a, b) => a - b),
      );
    }
  });

  it('an unknown sort or a cursor of another sort is refused', async () => {
    const { admin } = await organizationWithMessages(3);
    expect(await statusOf(admin.token, '/api/ai/messages?sort=body')).toBe(400);
    const first = await get<Page<Message>>(admin.token, '/api/ai/messages?limit=1&sort=subject');
    expect(
      await statusOf(
        admin.token,
        `/api/ai/messages?limit=1&sort=status&cursor=${encodeURIComponent(first.nextCursor!)}`,
      ),
    ).toBe(400);
  });
});

describe('GET /api/ai/messages/export', () => {
  it("holds the organization's messages in the list's order, their status in the reader's words", async () => {
    const mine = await organizationWithMessages(6);
    await organizationWithMessages(3);
    const { header, rows } = await csvOf(
      mine.admin.token,
      '/api/ai/messages/export?format=csv&sort=subject',
    );
    expect(header.slice(0, 2)).toEqual(['Date', 'Subject']);
    const listed = await get<Message[]>(mine.admin.token, '/api/ai/messages?sort=subject');
    expect(rows.map((row) => row[1])).toEqual(listed.map((message) => message.subject));
    expect(rows).toHaveLength(6);
    const statusColumn = header.indexOf('Status');
    expect(statusColumn).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[statusColumn]))).toEqual(
      new Set(['Sent', 'Failed', 'Not confirmed']),
    );
  });

  it("an org admin cannot export another organization's messages; a worker cannot export at all", async () => {
    const mine = await organizationWithMessages(2);
    const theirs = await organizationWithMessages(5);
    const { rows } = await csvOf(
      mine.admin.token,
      `/api/ai/messages/export?format=csv&organizationId=${theirs.organization.id}`,
    );
    expect(rows).toHaveLength(2);
    const worker = await workerOf(ctx.app, mine.admin.token);
    expect(await statusOf(worker.token, '/api/ai/messages/export?format=csv')).toBe(403);
    const platform = await superadmin(ctx.app, ctx.db);
    const named = await csvOf(
      platform.token,
      `/api/ai/messages/export?format=csv&organizationId=${theirs.organization.id}`,
    );
    expect(named.rows).toHaveLength(5);
  });
});

describe('GET /api/organizations: sorted keyset pages with a count', () => {
  /** Organizations with numbered names and creation times, some at the same millisecond. */
  // Created by the superadmin: registering an admin for each would meet the sign-up limit.
  const organizationsNamed = async (names: string[]) => {
    const platform = await superadmin(ctx.app, ctx.db);
    const created: Array<{ id: number }> = [];
    for (const name of names)
      created.push(
        (
          (await create(
            ctx.app,
            platform.token,
            '/api/setup/organization',
            organizationInput({ name }),
          )) as unknown as {
            organization: { id: number };
          }
        ).organization,
      );
    const ids = created.map((organization) => organization.id);
    await ctx.db
      .update(organizations)
      .set({ createdAt: '2026-01-05T10:00:00.250Z' })
      .where(inArray(organizations.id, ids.slice(0, 2)));
    await ctx.db
      .update(organizations)
      .set({ createdAt: '2025-12-24T07:30:00.000Z' })
      .where(eq(organizations.id, ids[2]!));
    await ctx.accountChangesHeard();
    return created;
  };

  const ORGANIZATION_SORT_VALUES = {
    name: { of: (organization: Organization) => organization.name, compare: natural },
    createdAt: { of: (organization: Organization) => organization.createdAt, compare: plain },
  } as const;

  it.each(
    ORGANIZATION_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((dir) => [sort, dir] as const),
    ),
  )(
    'sorted by %s %s, every organization comes exactly once in order, counted on the first page',
    async (sort, dir) => {
      await organizationsNamed([
        `Org ${sort}${dir} 10`,
        `Org ${sort}${dir} 2`,
        `Org ${sort}${dir} 1`,
      ]);
      const platform = await superadmin(ctx.app, ctx.db);
      const every = await get<Organization[]>(platform.token, '/api/organizations');
      const { seen, total } = await allPages<Organization>(
        platform.token,
        `/api/organizations?sort=${sort}&dir=${dir}`,
        2,
      );
      const { of, compare } = ORGANIZATION_SORT_VALUES[sort];
      expect(seen.map((organization) => organization.id)).toEqual(
        [...every].sort(byValue(of, dir, compare)).map((organization) => organization.id),
      );
      expect(total).toBe(every.length);
    },
  );

  it('names sort naturally ("Org 2" before "Org 10"), and a search narrows the list and its count', async () => {
    await organizationsNamed(['Natural 10', 'Natural 2', 'Natural 1']);
    const platform = await superadmin(ctx.app, ctx.db);
    const page = await get<Page<Organization>>(
      platform.token,
      '/api/organizations?limit=10&search=natural',
    );
    expect(page.items.map((organization) => organization.name)).toEqual([
      'Natural 1',
      'Natural 2',
      'Natural 10',
    ]);
    expect(page.total).toBe(3);
  });

  it("is the superadmin's alone, and its export holds the listed organizations in order", async () => {
    await organizationsNamed(['Export 3', 'Export 20', 'Export 100']);
    const platform = await superadmin(ctx.app, ctx.db);
    const { header, rows } = await csvOf(
      platform.token,
      '/api/organizations/export?format=csv&search=export&sort=name&dir=desc',
    );
    expect(header[0]).toBe('Organization name');
    expect(rows.map((row) => row[0])).toEqual(['Export 100', 'Export 20', 'Export 3']);
    const admin = (await organizationWithAdmin(ctx.app)).admin;
    expect(await statusOf(admin.token, '/api/organizations?limit=5')).toBe(403);
    expect(await statusOf(admin.token, '/api/organizations/export?format=csv')).toBe(403);
  });
});
