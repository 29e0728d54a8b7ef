import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, outboundMails, users } from '../../src/db/schema.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createMailer } from '../../src/mail/mailer.js';
import {
  DigestsRefused,
  sendOrganizationDigests,
} from '../../src/modules/digest/send-organization-digests.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf, type Session } from '../support/fixtures.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { startSmtp } from '../support/smtp-stand-in.js';

/*
 * Decision 0054: every mail that leaves through SMTP takes its recipients' places in its
 * organization's and the platform's hourly and daily quota; beyond them, 429 with Retry-After for
 * a person waiting, and the refusal on record either way.
 */

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of cleanup.reverse()) await close();
});
const setUp = async (env: Record<string, string>) => {
  const smtp = await startSmtp();
  const ctx = await createTestApp({ SMTP_URL: smtp.url, ...env });
  cleanup.push(
    () => smtp.close(),
    () => ctx.close(),
  );
  return { smtp, ctx };
};

/** An admin with `count` workers whose addresses are confirmed: recipients the rules allow. */
const senderWithConfirmed = async (ctx: TestContext, count: number) => {
  const { admin, organization } = await organizationWithAdmin(ctx.app);
  const workers: Session[] = [];
  for (let i = 0; i < count; i += 1) workers.push(await workerOf(ctx.app, admin.token));
  for (const worker of workers)
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, worker.user.id));
  return { admin, organization, emails: workers.map((worker) => worker.user.email) };
};
const notify = (ctx: TestContext, admin: Session, recipients: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/notify',
    headers: bearer(admin.token),
    payload: { prompt: 'The yard closes early.', recipients },
  });
const ledger = (ctx: TestContext, organizationId: number) =>
  ctx.db
    .select()
    .from(outboundMails)
    .where(eq(outboundMails.organizationId, organizationId))
    .orderBy(outboundMails.id);
const backdate = (ctx: TestContext, organizationId: number, interval: string) =>
  ctx.db.execute(
    sql`update outbound_mails set created_at = created_at - ${interval}::interval where organization_id = ${organizationId}`,
  );

describe('the outbound mail quota', () => {
  it('refuses an organization beyond its hourly quota with 429, Retry-After and the refusal on record; other organizations still send', async () => {
    const { smtp, ctx } = await setUp({ MAIL_PER_ORGANIZATION_HOUR: '3' });
    const sender = await senderWithConfirmed(ctx, 2);
    expect((await notify(ctx, sender.admin, sender.emails)).statusCode).toBe(201);
    // Fifty minutes later the two recipients still count: room for one more, not two.
    await backdate(ctx, sender.organization.id, '50 minutes');

    const refused = await notify(ctx, sender.admin, sender.emails);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Your organization has sent the most e-mails allowed for now. Please try again later.',
      code: 'rate_limited',
    });
    // When the first two recipients age out of the hour: in ten minutes.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(smtp.delivered).toHaveLength(1);
    expect(
      (await ledger(ctx, sender.organization.id)).map((row) => [
        row.kind,
        row.recipientCount,
        row.status,
        row.reason,
      ]),
    ).toEqual([
      ['notification', 2, 'sent', null],
      ['notification', 2, 'refused', 'organization_hour'],
    ]);
    // Nothing in the organization's own history for a message that never went out.
    expect(
      await ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.organizationId, sender.organization.id)),
    ).toHaveLength(1);

    expect((await notify(ctx, sender.admin, sender.emails.slice(0, 1))).statusCode).toBe(201);
    const other = await senderWithConfirmed(ctx, 2);
    expect((await notify(ctx, other.admin, other.emails)).statusCode).toBe(201);
  });

  it('counts the day as well as the hour', async () => {
    const { ctx } = await setUp({ MAIL_PER_ORGANIZATION_DAY: '2' });
    const sender = await senderWithConfirmed(ctx, 2);
    expect((await notify(ctx, sender.admin, sender.emails)).statusCode).toBe(201);
    await backdate(ctx, sender.organization.id, '3 hours');
    const refused = await notify(ctx, sender.admin, sender.emails.slice(0, 1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect((await ledger(ctx, sender.organization.id)).at(-1)!.reason).toBe('organization_day');
  });

  it('refuses everyone beyond the platform’s quota, whichever organization sent the rest', async () => {
    const { smtp, ctx } = await setUp({ MAIL_PER_HOUR: '3' });
    const first = await senderWithConfirmed(ctx, 2);
    const second = await senderWithConfirmed(ctx, 2);
    expect((await notify(ctx, first.admin, first.emails)).statusCode).toBe(201);
    const refused = await notify(ctx, second.admin, second.emails);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'The platform has sent the most e-mails allowed for now. Please try again later.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ledger(ctx, second.organization.id)).map((row) => row.reason)).toEqual([
      'platform_hour',
    ]);
    expect(smtp.delivered).toHaveLength(1);
  });

  it('counts every kind: an admin’s own verification link is refused beyond the quota too', async () => {
    const { smtp, ctx } = await setUp({ MAIL_PER_ORGANIZATION_HOUR: '1' });
    const sender = await senderWithConfirmed(ctx, 1);
    expect((await notify(ctx, sender.admin, sender.emails)).statusCode).toBe(201);
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/request',
      headers: bearer(sender.admin.token),
    });
    expect(link.statusCode).toBe(429);
    expect(link.headers['retry-after']).toBeDefined();
    expect(smtp.delivered).toHaveLength(1);
    expect((await ledger(ctx, sender.organization.id)).at(-1)).toMatchObject({
      kind: 'verification',
      status: 'refused',
      reason: 'organization_hour',
    });
  });

  it('records a background mail over the quota as refused: the daily digest is given back for its retry', async () => {
    const { smtp, ctx } = await setUp({ MAIL_PER_ORGANIZATION_DAY: '5' });
    const org = await dueOrganization(ctx);
    await org.tool('Overdue drill', dayFromToday(-2));
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, org.admin.user.id));
    // The organization's day is used up by what it sent earlier.
    await ctx.db.insert(outboundMails).values({
      organizationId: org.organization.id,
      kind: 'notification',
      recipientCount: 5,
      status: 'sent',
    });
    const log = () => undefined;
    const deps = {
      db: ctx.db,
      mailer: createMailer({ config: ctx.config, db: ctx.db, log }),
      publicUrl: undefined,
      log,
    };
    await expect(
      sendOrganizationDigests(deps, { organizationId: org.organization.id, day: dayFromToday(0) }),
    ).rejects.toBeInstanceOf(DigestsRefused);
    expect(smtp.delivered).toHaveLength(0);
    expect((await ledger(ctx, org.organization.id)).at(-1)).toMatchObject({
      kind: 'digest',
      recipientCount: 1,
      status: 'refused',
      reason: 'organization_day',
    });
  });
});

describe('MAIL_PER_* settings', () => {
  it('are whole numbers of at least 1, with defaults', () => {
    expect(loadConfig({}).mailQuota).toEqual({
      organizationHour: 200,
      organizationDay: 1000,
      platformHour: 2000,
      platformDay: 10_000,
    });
    expect(loadConfig({ MAIL_PER_DAY: '50000' }).mailQuota.platformDay).toBe(50_000);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(() => loadConfig({ MAIL_PER_ORGANIZATION_HOUR: bad }), bad).toThrow(ConfigError);
  });
});
