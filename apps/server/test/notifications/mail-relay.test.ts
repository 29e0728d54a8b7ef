import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, outboundMails, users } from '../../src/db/schema.js';
import { neutralName } from '../../src/modules/notifications/confirmation-request.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  organizationWithAdmin,
  register,
  workerOf,
  type Session,
} from '../support/fixtures.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { superadmin } from '../support/superadmin.js';

/*
 * Decision 0054: free text leaves the platform only for addresses whose owner confirmed them by
 * a link. Membership an admin typed proves nothing, and neither does the admin's own mailbox.
 */

const PUBLIC_URL = 'https://toolyard.example.com';
const PHISHING = {
  subject: 'Your bank account is locked',
  body: 'Dear customer, confirm your password at https://bank-login.example.net today.',
};
const OUTSIDER = 'someone@elsewhere.example.net';

let ctx: TestContext;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (token: string | undefined, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const notify = (admin: Session, recipients: string[], extra: object = {}) =>
  post(admin.token, '/api/ai/notify', { prompt: 'Read this.', recipients, ...extra });
const mailsTo = (address: string) =>
  smtp.delivered.filter((mail) => mail.to.map((to) => to.toLowerCase()).includes(address));
const ledger = (organizationId: number) =>
  ctx.db
    .select()
    .from(outboundMails)
    .where(eq(outboundMails.organizationId, organizationId))
    .orderBy(outboundMails.id);
const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Workers the admin creates with whatever addresses they like (no sign-in needed for them). */
const createWorkers = async (admin: Session, addresses: string[]) => {
  for (const [i, email] of addresses.entries()) {
    const created = await post(admin.token, '/api/users', {
      username: `target${admin.user.id}x${i}`,
      email,
      password: 'worker-password-1',
      firstName: 'Target',
      lastName: `Number ${i}`,
      role: 'worker',
    });
    expect(created.statusCode, created.body).toBe(201);
  }
};

describe('with a mail server, free text reaches only members who confirmed their address', () => {
  it('the member-import relay: 20 workers made with the targets’ addresses get no message, only a fixed request to confirm, once a day', async () => {
    const admin = await register(ctx.app, { firstName: 'Visit https://phish.example.org/x' });
    const setup = await post(admin.token, '/api/setup/organization', {
      name: 'Support team: call +1 555 0100 or see secure-login.example.com',
      contactEmail: 'office@example.com',
      contactPhone: '+49 30 1',
      address: 'x',
      primaryColor: '#1D4ED8',
      secondaryColor: '#F59E0B',
    });
    expect(setup.statusCode, setup.body).toBe(201);
    const organizationId = setup.json().organization.id as number;
    const targets = Array.from(
      { length: 20 },
      (_, i) => `target${i}.${organizationId}@victims.example.org`,
    );
    await createWorkers(admin, targets);

    const refused = await notify(admin, targets, { message: PHISHING });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Nothing was sent: these members have not confirmed their e-mail address yet: target0\./,
    );
    expect(refused.json().message).toContain(targets[19]);
    expect(refused.json().fieldErrors).toEqual({
      recipients: 'Only members who have confirmed their e-mail address can be addressed',
    });

    // Each target got one mail: ours, asking to confirm; none carries the admin's text.
    for (const target of targets) expect(mailsTo(target)).toHaveLength(1);
    const requests = targets.map((target) => mailsTo(target)[0]!);
    for (const mail of requests) {
      expect(mail.text).toMatch(/^Subject: Please confirm your e-mail address for Toolyard/m);
      expect(mail.text).not.toContain(PHISHING.subject);
      expect(mail.text).not.toContain('bank-login');
      // Names the organization and the admin only with their links and domains taken apart.
      expect(mail.text).not.toMatch(/phish\.example|secure-login\.example|https:\/\/phish/);
      expect(mail.text).toContain('Visit https phish example org x Builder');
      expect(mail.text).toContain('"Support team call 1 555 0100 or see secu"');
      expect(tokenIn(mail.text)).toBeDefined();
    }
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.organizationId, organizationId)),
    ).toEqual([]);

    // Again, and again the next minute: refused, and nobody is asked twice in a day.
    expect((await notify(admin, targets, { message: PHISHING })).statusCode).toBe(403);
    for (const target of targets) expect(mailsTo(target)).toHaveLength(1);

    const rows = await ledger(organizationId);
    expect(rows.filter((row) => row.kind === 'confirmation').map((row) => row.status)).toEqual(
      Array<string>(20).fill('sent'),
    );
    expect(
      rows.filter((row) => row.kind === 'notification').map((row) => [row.status, row.reason]),
    ).toEqual([
      ['refused', 'recipients_unconfirmed'],
      ['refused', 'recipients_unconfirmed'],
    ]);
  });

  it('the self-verify relay: an admin who verified their own mailbox still cannot write to an outside address', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const asked = await post(admin.token, '/api/auth/verify-email/request', {});
    expect(asked.statusCode, asked.body).toBe(200);
    const verified = await post(undefined, '/api/auth/verify-email', {
      token: tokenIn(mailsTo(admin.user.email.toLowerCase()).at(-1)!.text),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/ai/status',
      headers: bearer(admin.token),
    });
    expect(status.json().recipients).toBe('confirmed');

    const before = smtp.delivered.length;
    const refused = await notify(admin, [OUTSIDER], { message: PHISHING });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Messages go only to members of your organization who have confirmed their e-mail address. Not a member: ${OUTSIDER}.`,
    );
    expect(smtp.delivered.length).toBe(before);
    expect(mailsTo(OUTSIDER)).toEqual([]);
    // Outsiders are never asked to confirm; the refusal is on the operator's record.
    expect(
      (await ledger(organization.id)).map((row) => [row.kind, row.status, row.reason]),
    ).toEqual([
      ['verification', 'sent', null],
      ['notification', 'refused', 'recipients_outside'],
    ]);
    // Their own confirmed address, on the other hand, is a recipient.
    expect((await notify(admin, [admin.user.email])).statusCode).toBe(201);
  });

  it('a member who opened the link from the request receives the message, and no one else named with them', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const email = worker.user.email.toLowerCase();

    expect((await notify(admin, [worker.user.email], { message: PHISHING })).statusCode).toBe(403);
    const request = mailsTo(email)[0]!;
    const confirmed = await post(undefined, '/api/auth/verify-email', {
      token: tokenIn(request.text),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const sent = await notify(admin, [worker.user.email], { message: PHISHING });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]!.text).toContain(PHISHING.body);

    // Confirmed or not is per address: a second, unconfirmed member stops the whole message.
    const other = await workerOf(ctx.app, admin.token);
    const mixed = await notify(admin, [worker.user.email, other.user.email], { message: PHISHING });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().message).toContain(other.user.email);
    expect(mixed.json().message).not.toContain(worker.user.email);
    expect(mailsTo(email)).toHaveLength(2);

    // Changing the address forgets the confirmation (the trigger of decision 0012).
    await ctx.db
      .update(users)
      .set({ email: `moved-${email}` })
      .where(eq(users.id, worker.user.id));
    expect((await notify(admin, [`moved-${email}`], { message: PHISHING })).statusCode).toBe(403);
  });

  it('a preview names the members who have not confirmed and mails no one', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const before = smtp.delivered.length;
    const preview = await post(admin.token, '/api/ai/preview', {
      prompt: 'Tires',
      recipients: [worker.user.email],
    });
    expect(preview.statusCode).toBe(403);
    expect(preview.json().message).toBe(
      `These members have not confirmed their e-mail address yet: ${worker.user.email}. Messages go only to confirmed addresses; sending asks them by e-mail to confirm theirs.`,
    );
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/notify',
      headers: { ...bearer(admin.token), 'accept-language': 'de' },
      payload: { prompt: 'Tires', recipients: [worker.user.email] },
    });
    expect(german.json().message).toMatch(/^Nichts wurde gesendet: Diese Mitglieder/);
    expect(smtp.delivered.length).toBe(before + 1);
  });

  it('asks an organization’s members to confirm at most 100 times a day', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    await ctx.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`confirm-organization:${organization.id}`}, 100, now() + interval '1 day')`,
    );
    expect((await notify(admin, [worker.user.email])).statusCode).toBe(403);
    expect(mailsTo(worker.user.email.toLowerCase())).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(outboundMails)
        .where(
          and(
            eq(outboundMails.organizationId, organization.id),
            eq(outboundMails.kind, 'confirmation'),
          ),
        ),
    ).toEqual([]);
  });

  it('lets the platform’s operator, also acting as an admin, write to anyone', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const root = await superadmin(ctx.app, ctx.db);
    const direct = await notify(root, [OUTSIDER], { organizationId: organization.id });
    expect(direct.statusCode, direct.body).toBe(201);
    const acting = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/impersonate/${admin.user.id}`,
      headers: bearer(root.token),
    });
    expect(acting.statusCode, acting.body).toBe(200);
    const impersonated = await post(acting.json().token, '/api/ai/notify', {
      prompt: 'Tires',
      recipients: [OUTSIDER],
    });
    expect(impersonated.statusCode, impersonated.body).toBe(201);
    expect(mailsTo(OUTSIDER)).toHaveLength(2);
  });
});

describe('neutralName', () => {
  it('keeps letters, digits and spaces of a name and takes links, addresses and lines apart', () => {
    expect(neutralName('Müller & Söhne GmbH')).toBe('Müller & Söhne GmbH');
    expect(neutralName('evil.example.com/login\nClick')).toBe('evil example com login Click');
    expect(neutralName('a@b.example')).toBe('a b example');
    expect(neutralName('x'.repeat(100))).toHaveLength(40);
    expect(neutralName('<>://')).toBe('-');
  });
});
