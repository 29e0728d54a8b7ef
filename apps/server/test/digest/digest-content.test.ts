import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { digestDeliveries, notices, notifications, tools, users } from '../../src/db/schema.js';
import { createMailer } from '../../src/mail/mailer.js';
import { DIGEST_ITEMS } from '../../src/modules/digest/digest-content.js';
import { organizationsAtDigestHour } from '../../src/modules/digest/digest-organizations.js';
import {
  DigestsRefused,
  sendOrganizationDigests,
} from '../../src/modules/digest/send-organization-digests.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { dayFromToday, dueOrganization } from '../support/due-organization.js';
import { bearer, workerOf } from '../support/fixtures.js';
import { mailPart, startSmtp } from '../support/smtp-stand-in.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const log = () => undefined;
const outboxDeps = () => ({ db: ctx.db, mailer: null, publicUrl: undefined, log });

const digestRecords = (organizationId: number) =>
  ctx.db
    .select({
      recipients: notifications.recipients,
      subject: notifications.subject,
      body: notifications.body,
      delivery: notifications.delivery,
      status: notifications.status,
    })
    .from(notifications)
    .where(
      and(eq(notifications.organizationId, organizationId), eq(notifications.writer, 'digest')),
    );

describe('which organizations it is the digest hour for', () => {
  it("counts each organization's hour in its own time zone", async () => {
    const berlin = await dueOrganization(ctx);
    const tokyo = await dueOrganization(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${tokyo.organization.id}`,
      headers: bearer(tokyo.admin.token),
      payload: { timeZone: 'Asia/Tokyo', digestHour: 7 },
    });
    // 06:30 UTC in January: 07:30 in Berlin, 15:30 in Tokyo.
    const ids = (turns: { organizationId: number }[]) => turns.map((turn) => turn.organizationId);
    const morning = await organizationsAtDigestHour(ctx.db, new Date('2027-01-10T06:30:00Z'));
    expect(ids(morning)).toContain(berlin.organization.id);
    expect(ids(morning)).not.toContain(tokyo.organization.id);
    expect(morning.find((turn) => turn.organizationId === berlin.organization.id)?.day).toBe(
      '2027-01-10',
    );
    // 22:10 UTC the day before: 07:10 on the 10th in Tokyo.
    const tokyoMorning = await organizationsAtDigestHour(ctx.db, new Date('2027-01-09T22:10:00Z'));
    expect(tokyoMorning.find((turn) => turn.organizationId === tokyo.organization.id)?.day).toBe(
      '2027-01-10',
    );
    expect(ids(tokyoMorning)).not.toContain(berlin.organization.id);
  });
});

describe("an organization's digests", () => {
  it('names the 50 most urgent items and counts the rest; nobody gets an empty one', async () => {
    const org = await dueOrganization(ctx);
    const idle = await workerOf(ctx.app, org.admin.token);
    for (let i = 0; i < DIGEST_ITEMS + 5; i += 1)
      await org.tool(`Drill ${String(i).padStart(2, '0')}`, dayFromToday(-1 - i));
    const fine = await org.tool('Fine saw', dayFromToday(100));
    await ctx.db
      .update(tools)
      .set({ assignedUserId: idle.user.id, status: 'checked_out' })
      .where(eq(tools.id, fine.id));
    await ctx.db.update(users).set({ language: 'sq' }).where(eq(users.id, org.admin.user.id));

    const tally = await sendOrganizationDigests(outboxDeps(), {
      organizationId: org.organization.id,
      day: '2027-02-01',
    });
    expect(tally).toEqual({ sent: 0, outbox: 1, taken: 0, failed: 0, empty: 1 });
    const [record] = await digestRecords(org.organization.id);
    expect(record!.recipients).toEqual([org.admin.user.email]);
    expect(record!.subject).toBe(
      `${org.organization.name}: 55 me afat të kaluar, 0 me afat të afërt`,
    );
    const lines = record!.body.split('\n');
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(DIGEST_ITEMS);
    // The longest overdue first.
    expect(items[0]).toMatch(/^- Drill 54: /);
    expect(lines).toContain('…dhe 5 të tjera');
    expect(record!.body).not.toContain('Toolyard: http');

    // Again the same day: taken, nothing new.
    const again = await sendOrganizationDigests(outboxDeps(), {
      organizationId: org.organization.id,
      day: '2027-02-01',
    });
    expect(again).toEqual({ sent: 0, outbox: 0, taken: 0, failed: 0, empty: 1 });
    expect(await digestRecords(org.organization.id)).toHaveLength(1);
  });

  it("links each item to its page in the mail's HTML and text parts, the names escaped in the HTML", async () => {
    const org = await dueOrganization(ctx);
    const tool = await org.tool('Drill <b>"A&B"</b>', dayFromToday(-2));
    const vehicle = await org.vehicle('HH-DX 1', { nextRegistration: dayFromToday(3) });
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, org.admin.user.id));
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({
        config: { smtpUrl: smtp.url, mailFrom: undefined, mailQuota: ctx.config.mailQuota },
        db: ctx.db,
        log,
      });
      const publicUrl = 'https://toolyard.example.com';
      expect(
        await sendOrganizationDigests(
          { db: ctx.db, mailer, publicUrl, log },
          { organizationId: org.organization.id, day: '2027-04-01' },
        ),
      ).toMatchObject({ sent: 1 });
      const [mail] = smtp.delivered;
      const toolPage = `${publicUrl}/tools/${tool.id}`;
      const vehiclePage = `${publicUrl}/vehicles/${vehicle.id}`;

      const text = mailPart(mail!, 'text/plain')!;
      const lines = text.split(/\r?\n/);
      const toolLine = lines.findIndex((line) => line.startsWith('- Drill <b>"A&B"</b>: '));
      expect(lines[toolLine + 1]).toBe(`  ${toolPage}`);
      const vehicleLine = lines.findIndex((line) => line.startsWith('- Ford Transit (HH-DX 1): '));
      expect(lines[vehicleLine + 1]).toBe(`  ${vehiclePage}`);

      const html = mailPart(mail!, 'text/html')!;
      expect(html).toContain(
        `<a href="${toolPage}">Drill &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</a>: `,
      );
      expect(html).toContain(`<a href="${vehiclePage}">Ford Transit (HH-DX 1)</a>: `);
      expect(html).not.toContain('<b>');
      expect(html).toContain(`<a href="${publicUrl}/organization-dashboard">`);
    } finally {
      await smtp.close();
    }
  });

  it('gives a digest the mail server refused back, for the retry, and records the failure', async () => {
    const org = await dueOrganization(ctx);
    await org.tool('Overdue drill', dayFromToday(-2));
    // Only a confirmed address gets the digest by mail (decision 0054).
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, org.admin.user.id));
    const refusing = await startSmtp({ refuse: true });
    const working = await startSmtp();
    try {
      const turn = { organizationId: org.organization.id, day: '2027-03-01' };
      const deps = (url: string) => ({
        db: ctx.db,
        mailer: createMailer({
          config: { smtpUrl: url, mailFrom: undefined, mailQuota: ctx.config.mailQuota },
          db: ctx.db,
          log,
        }),
        publicUrl: 'https://toolyard.example.com',
        log,
      });
      await expect(sendOrganizationDigests(deps(refusing.url), turn)).rejects.toBeInstanceOf(
        DigestsRefused,
      );
      expect(
        await ctx.db
          .select()
          .from(digestDeliveries)
          .where(eq(digestDeliveries.organizationId, org.organization.id)),
      ).toEqual([]);
      expect(
        await ctx.db.select().from(notices).where(eq(notices.userId, org.admin.user.id)),
      ).toEqual([]);
      expect((await digestRecords(org.organization.id)).map((row) => row.status)).toEqual([
        'failed',
      ]);

      // The retry, with the mail server back: sent once.
      expect(await sendOrganizationDigests(deps(working.url), turn)).toMatchObject({ sent: 1 });
      expect(working.delivered).toHaveLength(1);
      expect(working.delivered[0]!.text).toContain(
        'https://toolyard.example.com/organization-dashboard',
      );
      expect((await digestRecords(org.organization.id)).map((row) => row.status).sort()).toEqual([
        'failed',
        'sent',
      ]);
      const bell = await ctx.app.inject({
        method: 'GET',
        url: '/api/notices',
        headers: bearer(org.admin.token),
      });
      expect(bell.json()).toMatchObject({
        unread: 1,
        items: [{ kind: 'due_digest', values: { overdue: 1, dueSoon: 0 } }],
      });
    } finally {
      await refusing.close();
      await working.close();
    }
  });
});
