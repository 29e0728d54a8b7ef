import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { activity, emailVerifications, notifications, users } from '../../src/db/schema.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  organizationWithAdmin,
  registration,
  workerOf,
  type Session,
} from '../support/fixtures.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { superadmin } from '../support/superadmin.js';
import { recordBattery } from '../support/battery.js';

/*
 * Decision 0012, as decision 0054 changed it: with a mail server, an organization writes AI
 * notifications only to its own members whose address is confirmed by a link — an admin's verified
 * address opens no other (test/notifications/mail-relay.test.ts has the relays). Every attempt is
 * on record before the mail goes out.
 */

const PUBLIC_URL = 'https://toolyard.example.com';
const PROMPT = 'The yard is closed on Friday. Please return all drills by Thursday.';
const OUTSIDER = 'someone@elsewhere.example.net';

const contexts: TestContext[] = [];
const servers: SmtpStandIn[] = [];
const appWith = async (env: Record<string, string> = {}) => {
  const ctx = await createTestApp(env);
  contexts.push(ctx);
  return ctx;
};
const smtpWith = async (options: Parameters<typeof startSmtp>[0] = {}) => {
  const smtp = await startSmtp(options);
  servers.push(smtp);
  return smtp;
};
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  for (const smtp of servers) await smtp.close();
});

const post = (ctx: TestContext, url: string, token: string | undefined, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const notify = (ctx: TestContext, token: string, recipients: string[], extra: object = {}) =>
  post(ctx, '/api/ai/notify', token, { prompt: PROMPT, recipients, ...extra });
const status = async (ctx: TestContext, token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/ai/status', headers: bearer(token) })).json();
const me = async (ctx: TestContext, token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const rows = async (ctx: TestContext) =>
  ctx.db.select().from(notifications).orderBy(notifications.id);

/** Asks for a link and reads it from the mail the SMTP stand-in received, as the admin would. */
const linkFromMail = async (ctx: TestContext, smtp: SmtpStandIn, admin: Session) => {
  const before = smtp.delivered.length;
  const response = await post(ctx, '/api/auth/verify-email/request', admin.token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ email: admin.user.email });
  const mail = smtp.delivered[before]!;
  expect(mail.to).toEqual([admin.user.email]);
  const link = /(\S+\/verify-email\?token=)([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { url: link![0], origin: link![1]!.replace('/verify-email?token=', ''), token: link![2]! };
};
const verify = (ctx: TestContext, token: string) =>
  post(ctx, '/api/auth/verify-email', undefined, { token });
const confirmAddress = async (ctx: TestContext, userId: number) => {
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  await ctx.accountChangesHeard();
};

describe('with a mail server, an organization nobody has verified', () => {
  let ctx: TestContext;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await smtpWith();
    ctx = await appWith({ SMTP_URL: smtp.url, PUBLIC_URL: `${PUBLIC_URL}/` });
  });

  it('writes only to its own confirmed members: an outside address is refused with why, a confirmed member is delivered', async ({
    task,
  }) => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect(await status(ctx, admin.token)).toEqual({
      writer: 'template',
      delivery: 'smtp',
      recipients: 'confirmed',
    });
    expect((await me(ctx, admin.token)).emailVerified).toBe(false);

    const refused = await notify(ctx, admin.token, [worker.user.email, OUTSIDER]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Messages go only to members of your organization who have confirmed their e-mail address. Not a member: ${OUTSIDER}.`,
    );
    expect(refused.json().fieldErrors).toEqual({
      recipients: 'Only members of your organization can be addressed',
    });
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/notify',
      headers: { ...bearer(admin.token), 'accept-language': 'de' },
      payload: { prompt: PROMPT, recipients: [OUTSIDER] },
    });
    expect(german.json().message).toMatch(
      /^Nachrichten gehen nur an Mitglieder Ihrer Organisation/,
    );
    const preview = await post(ctx, '/api/ai/preview', admin.token, {
      prompt: PROMPT,
      recipients: [OUTSIDER],
    });
    expect(preview.statusCode).toBe(403);
    expect(smtp.delivered).toHaveLength(0);
    expect(await rows(ctx)).toHaveLength(0);

    // Members are matched whatever the case of the address.
    await confirmAddress(ctx, worker.user.id);
    await confirmAddress(ctx, admin.user.id);
    const members = [worker.user.email.toUpperCase(), admin.user.email];
    const sent = await notify(ctx, admin.token, members);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      organizationId: organization.id,
      status: 'sent',
      delivery: 'smtp',
    });
    expect(
      smtp.delivered
        .at(-1)!
        .to.map((to) => to.toLowerCase())
        .sort(),
    ).toEqual([worker.user.email, admin.user.email].map((e) => e.toLowerCase()).sort());
    expect(
      (
        await post(ctx, '/api/ai/preview', admin.token, {
          prompt: PROMPT,
          recipients: [worker.user.email],
        })
      ).statusCode,
    ).toBe(200);
    recordBattery(task, 'mail trust: untrusted organization', {
      'outside recipients refused': 3,
      'member recipients delivered': 2,
    });
  });

  it('verifies an admin’s own address by the link from the mail: a recipient then, but no outside address opens', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const link = await linkFromMail(ctx, smtp, admin);
    // The link points at PUBLIC_URL (its trailing slash dropped), never at whatever Host was sent.
    expect(link.origin).toBe(PUBLIC_URL);
    expect(smtp.delivered.at(-1)!.text).toMatch(
      /^Subject: Verify your e-mail address for Toolyard/m,
    );
    // Only the token's hash is stored.
    const [stored] = await ctx.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, admin.user.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(link.token);
    expect(stored!.expiresAt.getTime() - Date.parse(stored!.createdAt)).toBeCloseTo(
      24 * 3_600_000,
      -5,
    );

    const verified = await verify(ctx, link.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ email: admin.user.email });
    expect((await me(ctx, admin.token)).emailVerified).toBe(true);
    expect((await status(ctx, admin.token)).recipients).toBe('confirmed');

    const sent = await notify(ctx, admin.token, [admin.user.email]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(smtp.delivered.at(-1)!.to).toEqual([admin.user.email]);
    expect((await notify(ctx, admin.token, [OUTSIDER])).statusCode).toBe(403);

    const again = await post(ctx, '/api/auth/verify-email/request', admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your e-mail address is already verified.');
  });

  it('takes the link from the address the request came to when PUBLIC_URL is unset', async () => {
    const fallback = await appWith({ SMTP_URL: smtp.url });
    const { admin } = await organizationWithAdmin(fallback.app);
    const link = await linkFromMail(fallback, smtp, admin);
    expect(link.origin).toBe('http://localhost:80');
  });

  it('accepts a link once, only before it expires, and only for the address it was sent to', async ({
    task,
  }) => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const first = await linkFromMail(ctx, smtp, admin);
    expect((await verify(ctx, first.token)).statusCode).toBe(200);
    const used = await verify(ctx, first.token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      message: 'This verification link has already been used.',
      code: 'validation_failed',
    });

    const other = (await organizationWithAdmin(ctx.app)).admin;
    const old = await linkFromMail(ctx, smtp, other);
    await ctx.db.execute(
      sql`update email_verifications set expires_at = now() - interval '1 second' where user_id = ${other.user.id}`,
    );
    const expired = await verify(ctx, old.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'This verification link has expired. Ask for a new one under Settings, AI messaging.',
    );

    // Sent to the old address, the link proves nothing about the new one.
    const beforeChange = await linkFromMail(ctx, smtp, other);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      headers: bearer(other.token),
      payload: { email: `changed-${other.user.email}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await verify(ctx, beforeChange.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      'This verification link is not valid. Ask for a new one under Settings, AI messaging.',
    );

    for (const token of ['not-a-token', 'x'.repeat(200)]) {
      const unknown = await verify(ctx, token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toEqual({
        token:
          'This verification link is not valid. Ask for a new one under Settings, AI messaging.',
      });
    }
    expect((await verify(ctx, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await me(ctx, other.token)).emailVerified).toBe(false);
    recordBattery(task, 'mail trust: verification links refused', {
      used: 1,
      expired: 1,
      'address changed': 1,
      unknown: 3,
    });
  });

  it('forgets the verification when the address changes, whichever way it changes', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    expect((await verify(ctx, (await linkFromMail(ctx, smtp, admin)).token)).statusCode).toBe(200);
    expect((await notify(ctx, admin.token, [admin.user.email])).statusCode).toBe(201);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.user.id}`,
      headers: bearer(admin.token),
      payload: { email: `new-${admin.user.email}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      email: `new-${admin.user.email}`,
      emailVerified: false,
    });
    expect((await notify(ctx, admin.token, [`new-${admin.user.email}`])).statusCode).toBe(403);

    // Saving the same address again keeps a verification; a change outside the API clears it too.
    const relinked = await linkFromMail(ctx, smtp, {
      ...admin,
      user: { ...admin.user, email: `new-${admin.user.email}` },
    });
    expect((await verify(ctx, relinked.token)).statusCode).toBe(200);
    const same = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.user.id}`,
      headers: bearer(admin.token),
      payload: { email: `new-${admin.user.email}`, firstName: 'Renamed' },
    });
    expect(same.json().emailVerified).toBe(true);
    await ctx.db
      .update(users)
      .set({ email: `script-${admin.user.email}` })
      .where(eq(users.id, admin.user.id));
    await ctx.accountChangesHeard();
    expect((await me(ctx, admin.token)).emailVerified).toBe(false);
  });

  it('never takes a verified address from a request body', async () => {
    const forged = {
      emailVerified: true,
      emailVerifiedAt: '2026-01-01T00:00:00Z',
      email_verified_at: '2026-01-01T00:00:00Z',
    };
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration(), ...forged },
    });
    expect(registered.json().user.emailVerified).toBe(false);
    const { admin } = await organizationWithAdmin(ctx.app);
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.user.id}`,
      headers: bearer(admin.token),
      payload: { firstName: 'Forger', ...forged },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().emailVerified).toBe(false);
    expect((await me(ctx, admin.token)).emailVerified).toBe(false);
  });

  it('lets the platform operator write to anyone, for any organization', async () => {
    const { organization } = await organizationWithAdmin(ctx.app);
    const root = await superadmin(ctx.app, ctx.db);
    expect((await status(ctx, root.token)).recipients).toBe('any');
    const sent = await notify(ctx, root.token, [OUTSIDER], { organizationId: organization.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(smtp.delivered.at(-1)!.to).toEqual([OUTSIDER]);
  });

  it('sends at most five links per admin an hour, with a clear 429', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    for (let i = 0; i < 5; i += 1)
      expect((await post(ctx, '/api/auth/verify-email/request', admin.token)).statusCode).toBe(200);
    const sixth = await post(ctx, '/api/auth/verify-email/request', admin.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().message).toBe(
      'You have asked for the most verification links allowed this hour. Please try again later.',
    );
  });

  it('asks only org admins to verify: workers and superadmins are refused by the permission table', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    const root = await superadmin(ctx.app, ctx.db);
    expect((await post(ctx, '/api/auth/verify-email/request', worker.token)).statusCode).toBe(403);
    expect((await post(ctx, '/api/auth/verify-email/request', root.token)).statusCode).toBe(403);
    expect((await post(ctx, '/api/auth/verify-email/request', undefined)).statusCode).toBe(401);
  });
});

describe('without a mail server', () => {
  it('needs no verification: nothing leaves the machine, so outside addresses go to the outbox', async () => {
    const ctx = await appWith();
    const { admin } = await organizationWithAdmin(ctx.app);
    expect(await status(ctx, admin.token)).toEqual({
      writer: 'template',
      delivery: 'outbox',
      recipients: 'any',
    });
    const sent = await notify(ctx, admin.token, [OUTSIDER]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ delivery: 'outbox', status: 'sent' });
    const link = await post(ctx, '/api/auth/verify-email/request', admin.token);
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(
      'No mail server is configured: messages stay in the outbox, so no e-mail address needs to be verified.',
    );
  });
});

describe('a trace of every attempt', () => {
  const trustedAdmin = async (ctx: TestContext) => {
    // The admin's own address, confirmed: a recipient the rules allow (decision 0054).
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    await confirmAddress(ctx, admin.user.id);
    return { admin, organization };
  };

  it('is recorded as sending before the mail goes out, then as sent with its activity entry', async () => {
    let whileDelivering: string[] = [];
    // The mail server is started first (the app needs its address) and reads the app's database.
    const app: { ctx?: TestContext } = {};
    const smtp = await smtpWith({
      onMessage: async () => {
        whileDelivering = (await rows(app.ctx!)).map((row) => row.status);
      },
    });
    const ctx = await appWith({ SMTP_URL: smtp.url });
    app.ctx = ctx;
    const { admin } = await trustedAdmin(ctx);
    const sent = await notify(ctx, admin.token, [admin.user.email]);
    expect(sent.statusCode).toBe(201);
    expect(whileDelivering).toEqual(['sending']);
    expect((await rows(ctx)).map((row) => row.status)).toEqual(['sent']);
    const [entry] = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.action, 'notification_sent'), eq(activity.entityId, sent.json().id)));
    expect(entry).toBeDefined();
  });

  it('a mail server that refuses leaves a failed record and answers 502, never 500', async () => {
    const smtp = await smtpWith({ refuse: true });
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const { admin } = await trustedAdmin(ctx);
    const response = await notify(ctx, admin.token, [admin.user.email]);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The e-mail could not be sent. Nothing was sent.',
      code: 'upstream_failed',
    });
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/api/ai/messages', headers: bearer(admin.token) })
    ).json();
    expect(history).toMatchObject([
      { recipients: [admin.user.email], status: 'failed', delivery: 'smtp' },
    ]);
    // Only messages that went out are in the activity feed.
    expect(
      (
        await ctx.db
          .select({ n: count() })
          .from(activity)
          .where(eq(activity.action, 'notification_sent'))
      )[0]!.n,
    ).toBe(0);
  });

  it('a mail server that cannot be reached answers 502, never 500, and is on record as failed', async () => {
    const smtp = await smtpWith();
    await smtp.close();
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const { admin } = await trustedAdmin(ctx);
    const response = await notify(ctx, admin.token, [admin.user.email]);
    expect(response.statusCode).toBe(502);
    expect((await rows(ctx)).map((row) => row.status)).toEqual(['failed']);
  });

  it('a database that refuses the record answers 503 and sends nothing; one that fails after delivery still answers 201', async () => {
    const smtp = await smtpWith();
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const { admin } = await trustedAdmin(ctx);

    // Recording the attempt fails: the mail must not go out unrecorded.
    await ctx.db.execute(
      sql.raw(`
      create function refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_notification before insert on notifications for each row execute function refuse_notification();`),
    );
    const unrecorded = await notify(ctx, admin.token, [admin.user.email]);
    expect(unrecorded.statusCode).toBe(503);
    expect(unrecorded.json()).toEqual({
      message: 'The message could not be recorded, so it was not sent. Please try again shortly.',
      code: 'database_unavailable',
    });
    expect(smtp.delivered).toHaveLength(0);
    await ctx.db.execute(sql.raw('drop trigger refuse_notification on notifications'));

    // Marking it sent fails after the mail left: answering an error would make the admin send it
    // again, so it is 201, and the record stays "sending" (not confirmed) — still a trace.
    await ctx.db.execute(
      sql.raw(`
      create function refuse_activity() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_activity before insert on activity for each row when (new.action = 'notification_sent') execute function refuse_activity();`),
    );
    const delivered = await notify(ctx, admin.token, [admin.user.email]);
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(smtp.delivered).toHaveLength(1);
    expect((await rows(ctx)).map((row) => row.status)).toEqual(['sending']);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) address without query, fragment or credentials; a trailing slash is dropped', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://toolyard.example.com/' }).publicUrl).toBe(
      'https://toolyard.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000/toolyard/' }).publicUrl).toBe(
      'http://10.0.0.5:3000/toolyard',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of [
      'toolyard.example.com',
      'ftp://toolyard.example.com',
      'https://toolyard.example.com/?a=1',
      'https://user:pw@toolyard.example.com',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
    }
  });
});
