import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, outboundMails, users } from '../../src/db/schema.js';
import { alertSuperadmins } from '../../src/modules/backups/alert-superadmins.js';
import { createMailer } from '../../src/mail/mailer.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { superadmin } from '../support/superadmin.js';
import { bearer, organizationWithAdmin } from '../support/fixtures.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let smtp: SmtpStandIn;
let platformToken: string;
const noLog = () => undefined;
const quietLog = { info: noLog, warn: noLog, error: noLog };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
  const admin = await superadmin(ctx.app, ctx.db);
  platformToken = admin.token;
  await ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, admin.user.id));
});

const bellOf = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notices',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Array<{ kind: string; read: boolean }>; unread: number }>();
};
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('a failed backup tells the superadmins', () => {
  it('mails each superadmin in their language with the error, as a backup alert in the mail log', async () => {
    const mailer = createMailer({ config: ctx.config, db: ctx.db, log: noLog });
    const sent = await alertSuperadmins(
      { db: ctx.db, mailer, log: noLog },
      { kind: 'backup', at: new Date('2026-11-28T02:30:00Z'), error: 'No space left on device' },
    );
    expect(sent).toEqual({ noticed: 1, mailed: 1 });
    const [mail] = smtp.delivered;
    expect(mail!.to).toEqual(['platform@example.com']);
    expect(mail!.text).toContain('Die Sicherung der Toolyard-Datenbank um 2026-11-28 02:30 (UTC)');
    expect(mail!.text).toContain('No space left on device');
    const logged = await ctx.db.select().from(outboundMails);
    expect(logged.map((row) => [row.kind, row.organizationId])).toEqual([['backupAlert', null]]);
  });

  it("rings every superadmin's bell, also without a mail server, and no organization's", async () => {
    const before = smtp.delivered.length;
    const sent = await alertSuperadmins(
      { db: ctx.db, mailer: null, log: noLog },
      { kind: 'restore-test', at: new Date(), error: 'damaged' },
    );
    expect(sent).toEqual({ noticed: 1, mailed: 0 });
    expect(smtp.delivered).toHaveLength(before);
    const bell = await bellOf(platformToken);
    expect(bell.items.map((item) => item.kind)).toEqual(['restore_test_failed', 'backup_failed']);
    expect(bell.unread).toBe(2);
    const platformRows = await ctx.db.select().from(notices).where(isNull(notices.organizationId));
    expect(platformRows).toHaveLength(2);

    // An organization's admin has bells of their own: the platform's notices are not there.
    const org = await organizationWithAdmin(ctx.app);
    expect((await bellOf(org.admin.token)).items).toEqual([]);
  });

  it('never throws, also when the database does not answer: the failure is logged instead', async () => {
    const deadPool = createPool('postgresql://nobody@127.0.0.1:1/none', quietLog, {
      connectionTimeoutMillis: 500,
    });
    const logged: string[] = [];
    try {
      const sent = await alertSuperadmins(
        {
          db: createDatabase(deadPool),
          mailer: null,
          log: (_error, message) => logged.push(message),
        },
        { kind: 'backup', at: new Date(), error: 'disk gone' },
      );
      expect(sent).toEqual({ noticed: 0, mailed: 0 });
      expect(logged).toContain('backups: the superadmins could not be read to alert them');
    } finally {
      await deadPool.end();
    }
  });
});
