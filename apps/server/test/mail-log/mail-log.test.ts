import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboundMails, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf, type Session } from '../support/fixtures.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { superadmin } from '../support/superadmin.js';

/*
 * Decision 0054: the platform's operator sees every mail that left through the mail server and
 * every one refused before it, per organization; nobody else does.
 */

let ctx: TestContext;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_PER_ORGANIZATION_HOUR: '2' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const get = (token: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const notify = (admin: Session, recipients: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/notify',
    headers: bearer(admin.token),
    payload: { prompt: 'Tires', recipients },
  });

/** An organization that sent one message to a confirmed worker, and was refused two more. */
const busyOrganization = async () => {
  const { admin, organization } = await organizationWithAdmin(ctx.app);
  const worker = await workerOf(ctx.app, admin.token);
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, worker.user.id));
  expect((await notify(admin, [worker.user.email])).statusCode).toBe(201);
  expect((await notify(admin, ['outsider@example.net'])).statusCode).toBe(403);
  expect((await notify(admin, [worker.user.email, admin.user.email])).statusCode).toBe(403);
  return { admin, worker, organization };
};

describe('GET /api/mail-log', () => {
  it('shows a superadmin what was sent and refused, newest first, a page at a time, per organization', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    const a = await busyOrganization();
    const b = await busyOrganization();
    // Over A's hourly quota of two recipients: refused by the quota, with its reason.
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, a.admin.user.id));
    expect((await notify(a.admin, [a.worker.user.email, a.admin.user.email])).statusCode).toBe(429);

    const page = await get(root.token, `/api/mail-log?organizationId=${a.organization.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ nextCursor: null, total: 5 });
    expect(
      page
        .json()
        .items.map((item: Record<string, unknown>) => [
          item.kind,
          item.recipientCount,
          item.state,
          item.reason,
          item.organizationName,
        ]),
    ).toEqual([
      ['notification', 2, 'refused', 'organization_hour', a.organization.name],
      // The admin named there was asked to confirm their address, after the refusal was noted.
      ['confirmation', 1, 'sent', null, a.organization.name],
      ['notification', 2, 'refused', 'recipients_unconfirmed', a.organization.name],
      ['notification', 1, 'refused', 'recipients_outside', a.organization.name],
      ['notification', 1, 'sent', null, a.organization.name],
    ]);
    expect(page.json().items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Keyset pages: every row once, newest first, across organizations.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const next = await get(
        root.token,
        `/api/mail-log?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(next.statusCode, next.body).toBe(200);
      seen.push(...next.json().items.map((item: { id: number }) => item.id));
      cursor = next.json().nextCursor;
    } while (cursor);
    const all = await ctx.db.select({ id: outboundMails.id }).from(outboundMails);
    expect(seen).toEqual(all.map((row) => row.id).sort((x, y) => y - x));

    const summary = await get(root.token, '/api/mail-log/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    const row = (organizationId: number) =>
      summary
        .json()
        .find((entry: { organizationId: number }) => entry.organizationId === organizationId);
    expect(row(a.organization.id)).toEqual({
      organizationId: a.organization.id,
      organizationName: a.organization.name,
      sent: 2,
      refused: 5,
      failed: 0,
    });
    expect(row(b.organization.id)).toMatchObject({ sent: 2, refused: 3 });

    // Older than a day: listed, but not in the summary.
    await ctx.db.execute(
      sql`update outbound_mails set created_at = now() - interval '25 hours' where organization_id = ${b.organization.id}`,
    );
    const later = await get(root.token, '/api/mail-log/summary');
    expect(
      later.json().map((entry: { organizationId: number }) => entry.organizationId),
    ).not.toContain(b.organization.id);
  });

  it('is the superadmin’s only: org admins, workers and impersonations are refused, and nobody signed out sees it', async () => {
    const { admin, worker } = await busyOrganization();
    const root = await superadmin(ctx.app, ctx.db);
    const acting = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/impersonate/${admin.user.id}`,
      headers: bearer(root.token),
    });
    for (const url of ['/api/mail-log', '/api/mail-log/summary']) {
      for (const token of [admin.token, worker.token, acting.json().token as string]) {
        const refused = await get(token, url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
  });

  it('refuses a bad filter or cursor with a clear 400', async () => {
    const root = await superadmin(ctx.app, ctx.db);
    for (const query of [
      'organizationId=abc',
      'organizationId=0',
      'limit=0',
      'limit=201',
      'cursor=nonsense',
    ]) {
      const response = await get(root.token, `/api/mail-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });
});
