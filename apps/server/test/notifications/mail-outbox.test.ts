import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { activity, mailOutbox, notifications, outboundMails } from '../../src/db/schema.js';
import { createMailer } from '../../src/mail/mailer.js';
import { startMailOutbox, type MailOutbox } from '../../src/mail/mail-outbox.js';
import { MAX_ATTEMPTS } from '../../src/mail/settle-mail.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { organizationWithAdmin } from '../support/fixtures.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { eventually } from '../support/eventually.js';

let ctx: TestContext;
let organizationId: number;
let adminId: number;
beforeAll(async () => {
  // No SMTP_URL: the app's own outbox sends nothing; each test runs the senders it names.
  ctx = await createTestApp();
  const { admin, organization } = await organizationWithAdmin(ctx.app);
  organizationId = organization.id as number;
  adminId = admin.user.id as number;
});
afterAll(() => ctx.close());

const opened: Array<MailOutbox | SmtpStandIn> = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

const quiet = () => undefined;

/** A process's outbox sender against the stand-in, rounds every 20 ms. */
const senderFor = (smtp: SmtpStandIn, quota: Partial<TestContext['config']['mailQuota']> = {}) => {
  const config = {
    ...ctx.config,
    smtpUrl: smtp.url,
    mailQuota: { ...ctx.config.mailQuota, ...quota },
  };
  const mailer = createMailer({ config, db: ctx.db, log: quiet })!;
  const sender = startMailOutbox({ db: ctx.db, mailer, config, log: quiet, everyMs: 20 });
  opened.push(sender);
  return sender;
};

/** Mails queued as a change queues them: each with its `sending` record, in one transaction. */
const queue = (subjects: string[]) =>
  ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const subject of subjects) {
      const [record] = await tx
        .insert(notifications)
        .values({
          organizationId,
          senderUserId: adminId,
          recipients: ['site@example.com'],
          subject,
          body: 'text',
          prompt: 'test',
          writer: 'template',
          delivery: 'smtp',
          status: 'sending',
        })
        .returning({ id: notifications.id });
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          kind: 'damage',
          organizationId,
          senderUserId: adminId,
          notificationId: record!.id,
          recipients: ['site@example.com'],
          subject,
          body: `The body of ${subject}`,
        })
        .returning({ id: mailOutbox.id });
      ids.push(row!.id);
    }
    return ids;
  });

const rowsOf = (ids: number[]) =>
  ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

const secondsUntil = (at: Date) => (at.getTime() - Date.now()) / 1000;

describe('the mail outbox', () => {
  it('sends each queued mail once, even with four processes sending at once, and records each once', async () => {
    const smtp = await startSmtp();
    opened.push(smtp);
    const subjects = Array.from({ length: 30 }, (_, i) => `Outbox mail ${i + 1}`);
    const ids = await queue(subjects);
    const senders = [senderFor(smtp), senderFor(smtp), senderFor(smtp), senderFor(smtp)];
    for (const sender of senders) sender.nudge();

    const rows = await eventually('every mail sent', async () => {
      const all = await rowsOf(ids);
      return all.every((row) => row.status === 'sent') ? all : undefined;
    });
    // More rounds, to give a second sending every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = smtp.delivered.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]);
    expect(delivered.toSorted()).toEqual(subjects.toSorted());
    expect(rows.every((row) => row.attempts === 1 && row.body === '')).toBe(true);
    const records = await ctx.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.notificationId!),
        ),
      );
    expect(records.map((record) => record.status)).toEqual(subjects.map(() => 'sent'));
    const entries = await ctx.db
      .select({ entityId: activity.entityId })
      .from(activity)
      .where(
        and(
          eq(activity.action, 'notification_sent'),
          inArray(
            activity.entityId,
            records.map((record) => record.id),
          ),
        ),
      );
    expect(entries).toHaveLength(subjects.length);
  });

  it('tries a refused mail again after a growing pause, and after the last try records it failed once', async () => {
    const smtp = await startSmtp({ refuse: true });
    opened.push(smtp);
    const [id] = await queue(['Refused mail']);
    senderFor(smtp).nudge();

    const first = await eventually('the first try', async () => {
      const [row] = await rowsOf([id!]);
      return row!.attempts === 1 ? row! : undefined;
    });
    expect(first).toMatchObject({ status: 'queued', lastError: 'errors.mailFailed' });
    expect(secondsUntil(first.nextAttemptAt)).toBeGreaterThan(25);
    expect(secondsUntil(first.nextAttemptAt)).toBeLessThan(35);

    // Its time comes: the second try, and a pause four times as long.
    await ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, id!));
    const second = await eventually('the second try', async () => {
      const [row] = await rowsOf([id!]);
      return row!.attempts === 2 ? row! : undefined;
    });
    expect(secondsUntil(second.nextAttemptAt)).toBeGreaterThan(110);
    expect(secondsUntil(second.nextAttemptAt)).toBeLessThan(130);

    // The last try fails too: failed for good, on record once, its text gone.
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, id!));
    const last = await eventually('the last try', async () => {
      const [row] = await rowsOf([id!]);
      return row!.status === 'failed' ? row! : undefined;
    });
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS, body: '' });
    const [record] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, last.notificationId!));
    expect(record!.status).toBe('failed');
    expect(smtp.delivered).toEqual([]);
  });

  it('keeps a mail over the quota waiting for room, without spending a try', async () => {
    const smtp = await startSmtp();
    opened.push(smtp);
    const [sent, waiting] = await queue(['Within the quota', 'Over the quota']);
    // One recipient an hour for this organization, counted with everything it sent before.
    const used = (await ctx.db.select().from(outboundMails)).filter(
      (mail) => mail.status !== 'refused',
    );
    const recipients = used.reduce((sum, mail) => sum + mail.recipientCount, 0);
    senderFor(smtp, { organizationHour: recipients + 1 }).nudge();

    await eventually('the first mail sent', async () => {
      const [row] = await rowsOf([sent!]);
      return row!.status === 'sent' ? row : undefined;
    });
    const held = await eventually('the second mail put off', async () => {
      const [row] = await rowsOf([waiting!]);
      return secondsUntil(row!.nextAttemptAt) > 1 ? row! : undefined;
    });
    expect(held).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(smtp.delivered.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).toContain(
      'Within the quota',
    );
    expect(smtp.delivered.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).not.toContain(
      'Over the quota',
    );
  });
});
