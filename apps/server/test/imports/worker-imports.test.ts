import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { activity, invitations, mailOutbox, notifications, users } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/tokens.js';
import { INVITATION_TRIES_PER_HOUR } from '../../src/modules/auth/accept-invitation.js';
import { USERNAME_ANSWERS_PER_HOUR } from '../../src/modules/users/uniqueness.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, login, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';
import { startSmtp } from '../support/smtp-stand-in.js';
import { eventually } from '../support/eventually.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const client = () => importClient(ctx, 'workers');

const workerCount = async (organizationId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.role, 'worker')))
  )[0]!.n;

const setup = async () => {
  const org = await organizationWithAdmin(ctx.app);
  return { ...org, token: org.admin.token };
};

const HEADER = 'Username,Email,First name,Last name';
let serial = 0;
const tag = () => `imp${process.pid}x${(serial += 1)}`;

/** The invitations the outbox holds for `email` (no mail server in tests): their links' tokens. */
const invitationTokens = async (email: string) => {
  const rows = await ctx.db
    .select({ body: notifications.body, prompt: notifications.prompt })
    .from(notifications)
    .where(sql`${notifications.recipients} @> ${JSON.stringify([email])}::jsonb`);
  return rows
    .filter((row) => row.prompt.startsWith('invitation:'))
    .map((row) => /\/invitation\?token=([\w-]+)/.exec(row.body)![1]!);
};

const accept = (token: string, password: string, remoteAddress = '192.0.2.50') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/invitation',
    payload: { token, password },
    remoteAddress,
  });

/** An app with a mail server, an organization and a workers' import client, closed after `use`. */
const withMailingApp = async (
  smtpOptions: Parameters<typeof startSmtp>[0],
  use: (
    setup: {
      smtp: Awaited<ReturnType<typeof startSmtp>>;
      mailing: TestContext;
      org: Awaited<ReturnType<typeof organizationWithAdmin>>;
      t: string;
    } & ReturnType<typeof importClient>,
  ) => Promise<void>,
) => {
  const smtp = await startSmtp(smtpOptions);
  const mailing = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://toolyard.example.com',
  });
  try {
    const org = await organizationWithAdmin(mailing.app);
    await use({ smtp, mailing, org, t: tag(), ...importClient(mailing, 'workers') });
  } finally {
    await mailing.close();
    await smtp.close();
  }
};

describe('worker imports', () => {
  it("answers each row's errors with the worker form's messages", async () => {
    const { token, organization } = await setup();
    const member = await workerOf(ctx.app, token);
    const t = tag();
    const { staged, preview } = client();
    const found = await staged(
      token,
      csv([
        HEADER,
        `${t}a,${t}a@example.com,Ana,Kovač`,
        `${t}b,not-an-address,Ben,Yıldız`,
        `${t}c,${member.user.email},Cem,Demir`,
        `${t}e,${t}a@example.com,Emir,Begić`,
        `${t}f,${t}f@example.com,"Fatma
Nur",Kaya`,
      ]),
    );
    expect(found.mapping).toEqual({ username: 0, email: 1, firstName: 2, lastName: 3 });
    const checked = await preview(token, found);
    const errorsOf = (line: number) => checked.rows.find((row) => row.line === line)?.errors;
    expect(checked.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0, invalid: 4 });
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ field: 'email', message: 'validation.emailInvalid' }]);
    expect(errorsOf(4)).toEqual([{ field: 'email', message: 'errors.emailTaken' }]);
    expect(errorsOf(5)).toEqual([{ field: 'email', message: 'errors.emailTaken' }]);
    expect(errorsOf(6)).toEqual([{ field: 'firstName', message: 'validation.singleLine' }]);
    expect(await workerCount(organization.id)).toBe(1);
  });

  it("answers a probe of another tenant's usernames and e-mail addresses exactly like one of made-up ones (decision 0059)", async () => {
    const { token } = await setup();
    const other = await organizationWithAdmin(ctx.app);
    const theirs = [other.admin];
    for (let i = 0; i < 5; i += 1) theirs.push(await workerOf(ctx.app, other.admin.token));
    const t = tag();
    const { staged, preview } = client();
    // Line by line the same shape: one file names the other tenant's accounts, one nobody's.
    const probe = (rows: { username: string; email: string }[]) =>
      csv([HEADER, ...rows.map((row) => `${row.username},${row.email},Pro,Be`)]);
    const real = theirs.map((account) => ({
      username: account.username,
      email: account.user.email,
    }));
    const madeUp = real.map((_, i) => ({
      username: `${t}nobody${i}`,
      email: `${t}nobody${i}@example.com`,
    }));
    const answerOf = async (rows: { username: string; email: string }[]) => {
      const checked = await preview(token, await staged(token, probe(rows)));
      return {
        counts: checked.counts,
        rows: checked.rows.map(({ label: _label, ...row }) => row),
      };
    };
    const [realAnswer, madeUpAnswer] = [await answerOf(real), await answerOf(madeUp)];
    expect(realAnswer).toEqual(madeUpAnswer);
    expect(realAnswer.counts).toEqual({
      create: real.length,
      update: 0,
      unchanged: 0,
      skip: 0,
      invalid: 0,
    });
    // Nothing was counted as a "not available" answer either: a preview asks no such question.
    const [counted] = (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from rate_limits where key like 'username-answers:%'`,
      )
    ).rows;
    expect(counted!.n).toBe(0);
  });

  it('creates workers without a password, invites each by a single-use link that sets it, signs them in and proves their address', async () => {
    const { token, organization } = await setup();
    const existing = await workerOf(ctx.app, token);
    const t = tag();
    const { staged, run } = client();
    const file = csv([
      HEADER,
      `${existing.username.toUpperCase()},${t}x@example.com,Old,Worker`,
      `${t}a,${t}a@example.com,Ana,Kovač`,
      `${t}A,${t}a@example.com,Ana,Kovač`,
      `${t}b,${t}b@example.com,Ben,Yıldız`,
    ]);
    const done = await run(token, await staged(token, file));
    expect(done).toMatchObject({ state: 'done', created: 2, skipped: 2, invalid: 0 });
    expect(await workerCount(organization.id)).toBe(3);
    const [created] = await ctx.db
      .select({ passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.username, `${t}b`));
    // No password anyone chose: no sign-in works until the worker sets one.
    expect(created!.passwordHash).not.toMatch(/^\$argon2/);
    expect(created!.emailVerifiedAt).toBeNull();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `${t}b`, password: '!invited' },
    });
    expect(refused.statusCode).toBe(401);

    const [link] = await invitationTokens(`${t}b@example.com`);
    expect(link).toBeDefined();
    // Only the link's hash is stored.
    const stored = await ctx.db.select({ tokenHash: invitations.tokenHash }).from(invitations);
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(link!));
    expect(JSON.stringify(stored)).not.toContain(link!);

    const tooShort = await accept(link!, 'short');
    expect(tooShort.statusCode).toBe(400);
    const accepted = await accept(link!, 'my-own-password-1');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({
      username: `${t}b`,
      role: 'worker',
      organizationId: organization.id,
      emailVerified: true,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(accepted.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect((await login(ctx.app, `${t}b`, 'my-own-password-1')).user.username).toBe(`${t}b`);

    const again = await accept(link!, 'another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      token: 'This invitation link has been used already. Sign in with your username and password.',
    });
    expect((await accept('not-a-token', 'another-password-2')).json().fieldErrors.token).toBe(
      'This invitation link is not valid. Open the link from the e-mail exactly as it was sent.',
    );

    const feed = await ctx.db
      .select({ action: activity.action, title: activity.title })
      .from(activity)
      .where(eq(activity.organizationId, organization.id));
    expect(feed.filter((entry) => entry.action === 'workers_imported')).toEqual([
      { action: 'workers_imported', title: '2' },
    ]);
    expect(await run(token, await staged(token, file))).toMatchObject({ created: 0, skipped: 4 });
    expect(await workerCount(organization.id)).toBe(3);
  });

  it('refuses an expired link, and one sent to an address the account no longer has', async () => {
    const { token } = await setup();
    const t = tag();
    const { staged, run } = client();
    await run(
      token,
      await staged(
        token,
        csv([HEADER, `${t}a,${t}a@example.com,Ana,Kovač`, `${t}b,${t}b@example.com,Ben,Yıldız`]),
      ),
    );
    const [expired] = await invitationTokens(`${t}a@example.com`);
    await ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashToken(expired!)));
    const late = await accept(expired!, 'my-own-password-1');
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors.token).toBe(
      'This invitation link has expired. Ask your administrator to invite you again.',
    );

    const [moved] = await invitationTokens(`${t}b@example.com`);
    const [worker] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.username, `${t}b`));
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${worker!.id}`,
      headers: bearer(token),
      payload: { email: `${t}b.new@example.com` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await accept(moved!, 'my-own-password-1')).statusCode).toBe(400);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, worker!.id));
    expect(after!.passwordHash).toBe(worker!.passwordHash);
  });

  it('throttles tries at invitation links per client address', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < INVITATION_TRIES_PER_HOUR; i += 1)
      expect((await accept(`guess${i}`, 'my-own-password-1', from)).statusCode).toBe(400);
    const over = await accept('guess-more', 'my-own-password-1', from);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('creates no account for a username another organization has, counts it as not available, and starts no run once those answers ran out', async () => {
    const { token, organization } = await setup();
    const other = await organizationWithAdmin(ctx.app);
    const theirs = await workerOf(ctx.app, other.admin.token);
    const t = tag();
    const { staged, run, post } = client();
    const done = await run(
      token,
      await staged(
        token,
        csv([
          HEADER,
          `${theirs.username},${t}x@example.com,Dora,Hoxha`,
          `${t}a,${t}a@example.com,Ana,Kovač`,
        ]),
      ),
    );
    expect(done).toMatchObject({ state: 'done', created: 1, invalid: 1 });
    expect(await workerCount(organization.id)).toBe(1);
    const [theirRow] = await ctx.db
      .select({ organizationId: users.organizationId, email: users.email })
      .from(users)
      .where(eq(users.username, theirs.username));
    expect(theirRow).toEqual({ organizationId: other.organization.id, email: theirs.user.email });

    // One answer left, two more taken names: the second is one too many, and the run stops.
    const second = await workerOf(ctx.app, other.admin.token);
    await ctx.db.execute(
      sql`update rate_limits set count = ${USERNAME_ANSWERS_PER_HOUR - 1} where key = ${`username-answers:organization:${organization.id}`}`,
    );
    const stopped = await run(
      token,
      await staged(
        token,
        csv([
          HEADER,
          `${theirs.username},${t}s1@example.com,S,T`,
          `${second.username},${t}s2@example.com,S,T`,
        ]),
      ),
    );
    expect(stopped.state).toBe('failed');
    const refused = await post(
      token,
      `/api/imports/${(await staged(token, csv([HEADER, `${t}z,${t}z@example.com,Z,Z`]))).id}/run`,
      { mapping: { username: 0, email: 1, firstName: 2, lastName: 3 } },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(await workerCount(organization.id)).toBe(1);
  });

  it('mails each invitation through the mail server, and keeps no link in the record', async () => {
    await withMailingApp({}, async ({ smtp, mailing, org, t, staged, run }) => {
      const done = await run(
        org.admin.token,
        await staged(org.admin.token, csv([HEADER, `${t}m,${t}m@example.com,Mira,Šarić`])),
      );
      expect(done).toMatchObject({ state: 'done', created: 1 });
      const mail = await eventually('the mail or its record', () =>
        smtp.delivered.find((message) => message.to.includes(`${t}m@example.com`)),
      );
      expect(mail!.text).toContain(`Your username is: ${t}m`);
      const link = /https:\/\/toolyard\.example\.com\/invitation\?token=([\w-]+)/.exec(mail!.text);
      expect(link).not.toBeNull();
      // Marked sent once the mail server has taken it.
      const records = await eventually('the mail or its record', async () => {
        const rows = await mailing.db
          .select({ body: notifications.body, status: notifications.status })
          .from(notifications)
          .where(
            sql`${notifications.recipients} @> ${JSON.stringify([`${t}m@example.com`])}::jsonb`,
          );
        return rows[0]?.status === 'sent' ? rows : undefined;
      });
      expect(records).toHaveLength(1);
      expect(records[0]!.status).toBe('sent');
      expect(records[0]!.body).not.toContain(link![1]!);
      const accepted = await mailing.app.inject({
        method: 'POST',
        url: '/api/auth/invitation',
        payload: { token: link![1], password: 'my-own-password-1' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  });

  it('queues the invitation in the transaction that creates the account: a mail server that refuses leaves the account and the mail waiting in the outbox (decision 0074)', async () => {
    await withMailingApp({ refuse: true }, async ({ smtp, mailing, org, t, staged, run }) => {
      const done = await run(
        org.admin.token,
        await staged(org.admin.token, csv([HEADER, `${t}r,${t}r@example.com,Rina,Berisha`])),
      );
      expect(done).toMatchObject({ state: 'done', created: 1 });
      const [worker] = await mailing.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, `${t}r`));
      expect(worker).toBeDefined();
      const [row] = await eventually('the mail or its record', async () => {
        const rows = await mailing.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.organizationId, org.organization.id));
        return rows[0]?.attempts === 1 ? rows : undefined;
      });
      // Tried once, refused, and due again later, text and link kept for the next try.
      expect(row).toMatchObject({
        kind: 'invite',
        status: 'queued',
        attempts: 1,
        lastError: 'errors.mailFailed',
        recipients: [`${t}r@example.com`],
        senderUserId: org.admin.user.id,
      });
      const link = /https:\/\/toolyard\.example\.com\/invitation\?token=([\w-]+)/.exec(row!.body);
      expect(link).not.toBeNull();
      const [invitation] = await mailing.db
        .select({ tokenHash: invitations.tokenHash })
        .from(invitations)
        .where(eq(invitations.userId, worker!.id));
      expect(invitation!.tokenHash).toBe(hashToken(link![1]!));
      // Its record, made with it: sending, and without the link.
      const [record] = await mailing.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, row!.notificationId!));
      expect(record).toMatchObject({
        status: 'sending',
        delivery: 'smtp',
        prompt: `invitation:${worker!.id}`,
        recipients: [`${t}r@example.com`],
      });
      expect(record!.body).not.toContain(link![1]!);
      expect(smtp.delivered).toEqual([]);
    });
  });

  it("answers 404 for another organization's worker import", async () => {
    const a = await setup();
    const b = await setup();
    const t = tag();
    const { staged, statusesFor } = client();
    const found = await staged(a.token, csv([HEADER, `${t},${t}@example.com,A,B`]));
    expect(await statusesFor(b.token, found)).toEqual([404, 404, 404, 404]);
    expect(await workerCount(a.organization.id)).toBe(0);
  });
});
