import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { startModel } from '../support/model-stand-in.js';
import { startSmtp } from '../support/smtp-stand-in.js';
import { superadmin } from '../support/superadmin.js';
import { I18N_RESOURCES } from '@toolyard/shared';

const contexts: TestContext[] = [];
const appWith = async (env: Record<string, string> = {}) => {
  const ctx = await createTestApp(env);
  contexts.push(ctx);
  return ctx;
};
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

const send = (ctx: TestContext, token: string, payload: object, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/notify',
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });
const stored = async (ctx: TestContext) =>
  (await ctx.db.select({ n: count() }).from(notifications))[0]!.n;

/**
 * Recipients the organization may write to (decision 0054): its workers with these addresses,
 * confirmed. The link itself is proved in mail-relay.test.ts; here it is only the precondition.
 */
const confirmedMembers = async (ctx: TestContext, adminToken: string, emails: string[]) => {
  for (const email of emails) {
    const worker = await workerOf(ctx.app, adminToken, { email });
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, worker.user.id));
  }
};

const PROMPT =
  'The HafenCity site is closed on Friday for the crane inspection. Please bring your tools back on Thursday.';

describe('without a model or a mail server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith();
  });

  it('writes with the built-in template, signed by the organization, and keeps it in the outbox', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app, { name: 'Acme Bau' });
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/ai/status',
      headers: bearer(admin.token),
    });
    expect(status.json()).toEqual({ writer: 'template', delivery: 'outbox', recipients: 'any' });

    const response = await send(ctx, admin.token, {
      organizationId: 999999,
      prompt: PROMPT,
      recipients: ['crew@example.com', 'site-lead@example.com'],
    });
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      organizationId: organization.id,
      writer: 'template',
      delivery: 'outbox',
      recipients: ['crew@example.com', 'site-lead@example.com'],
    });
    expect(message.subject).toBe('The HafenCity site is closed on Friday for the crane inspection');
    expect(message.body).toContain(PROMPT);
    expect(message.body.trim().endsWith('Acme Bau')).toBe(true);

    const outbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/ai/messages', headers: bearer(admin.token) })
    ).json();
    expect(outbox.map((m: { id: number }) => m.id)).toEqual([message.id]);
  });

  it('writes in the language of the caller', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/preview',
      headers: { ...bearer(admin.token), 'accept-language': 'de' },
      payload: { prompt: PROMPT, recipients: ['crew@example.com'] },
    });
    const german = (I18N_RESOURCES.de as unknown as { notificationTemplate: { greeting: string } })
      .notificationTemplate.greeting;
    expect(german).not.toBe(I18N_RESOURCES.en.notificationTemplate.greeting);
    expect(preview.json().body.startsWith(german)).toBe(true);
  });

  it('sends the previewed message as it was shown (and edited)', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const response = await send(ctx, admin.token, {
      prompt: PROMPT,
      recipients: ['crew@example.com'],
      message: { subject: 'Friday: site closed', body: 'Edited text.\nAcme' },
    });
    expect(response.json()).toMatchObject({
      subject: 'Friday: site closed',
      body: 'Edited text.\nAcme',
    });
  });

  it('validates prompt and recipients with the spec messages, and refuses header injection', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const before = await stored(ctx);
    expect(
      (await send(ctx, admin.token, { prompt: ' ', recipients: [] })).json().fieldErrors,
    ).toEqual({
      prompt: 'Prompt is required',
      recipients: 'At least one recipient is required',
    });
    for (const recipients of [
      ['crew@example.com\r\nBcc: spy@example.com'],
      ['not an address'],
      Array.from({ length: 21 }, (_, i) => `p${i}@example.com`),
    ]) {
      expect((await send(ctx, admin.token, { prompt: PROMPT, recipients })).statusCode).toBe(400);
    }
    const injectedSubject = await send(ctx, admin.token, {
      prompt: PROMPT,
      recipients: ['a@example.com'],
      message: { subject: 'Hi\r\nBcc: spy@example.com', body: 'x' },
    });
    expect(injectedSubject.statusCode).toBe(400);
    expect(await stored(ctx)).toBe(before);
  });

  it('is for admins; a superadmin names the organization', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect(
      (await send(ctx, worker.token, { prompt: PROMPT, recipients: ['a@example.com'] })).statusCode,
    ).toBe(403);
    const root = await superadmin(ctx.app, ctx.db);
    expect(
      (await send(ctx, root.token, { prompt: PROMPT, recipients: ['a@example.com'] })).statusCode,
    ).toBe(400);
    expect(
      (
        await send(ctx, root.token, {
          organizationId: organization.id,
          prompt: PROMPT,
          recipients: ['a@example.com'],
        })
      ).json().organizationId,
    ).toBe(organization.id);
  });

  it('caps messages per organization per hour with a clear 429', async () => {
    const limited = await appWith({ NOTIFICATIONS_PER_HOUR: '2' });
    const { admin } = await organizationWithAdmin(limited.app);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await send(limited, admin.token, { prompt: PROMPT, recipients: ['a@example.com'] }))
          .statusCode,
      ).toBe(201);
    const third = await send(limited, admin.token, {
      prompt: PROMPT,
      recipients: ['a@example.com'],
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/most messages allowed this hour/);
  });
});

describe('with a mail server', () => {
  it('delivers through SMTP to every recipient, with the subject and the body', async () => {
    const smtp = await startSmtp();
    const ctx = await appWith({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Acme Bau <office@acme.example.com>',
    });
    const { admin } = await organizationWithAdmin(ctx.app, { name: 'Acme Bau' });
    await confirmedMembers(ctx, admin.token, ['crew@example.com', 'lead@example.com']);
    const response = await send(ctx, admin.token, {
      prompt: PROMPT,
      recipients: ['crew@example.com', 'lead@example.com'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ delivery: 'smtp', status: 'sent' });
    expect(smtp.delivered).toHaveLength(1);
    const [mail] = smtp.delivered;
    expect(mail!.to.sort()).toEqual(['crew@example.com', 'lead@example.com']);
    expect(mail!.from).toBe('office@acme.example.com');
    expect(mail!.data).toMatch(
      /^Subject: The HafenCity site is closed on Friday for the crane inspection/m,
    );
    expect(mail!.data).toContain('Please bring your tools back on Thursday.');
    expect(mail!.data).toContain('Acme Bau');
    await smtp.close();
  });

  it('refused by the mail server: the spec error, and the attempt is on record as failed', async () => {
    const smtp = await startSmtp({ refuse: true });
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const { admin } = await organizationWithAdmin(ctx.app);
    await confirmedMembers(ctx, admin.token, ['crew2@example.com']);
    const response = await send(ctx, admin.token, {
      prompt: PROMPT,
      recipients: ['crew2@example.com'],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The e-mail could not be sent. Nothing was sent.',
      code: 'upstream_failed',
    });
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/api/ai/messages', headers: bearer(admin.token) })
    ).json();
    expect(history).toMatchObject([
      { recipients: ['crew2@example.com'], status: 'failed', delivery: 'smtp' },
    ]);
    await smtp.close();
  });
});

describe('with a language model', () => {
  it('asks the model with the organization and language only, and sends what it wrote', async () => {
    const model = await startModel({
      reply:
        'Subject: Baustelle am Freitag geschlossen\n\nHallo zusammen,\n\ndie Baustelle ist am Freitag geschlossen.\n\nViele Grüße\nAcme Bau',
    });
    const ctx = await appWith({
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'local-test-model',
      LLM_API_KEY: 'test-key',
    });
    const { admin } = await organizationWithAdmin(ctx.app, { name: 'Acme Bau' });
    const response = await send(
      ctx,
      admin.token,
      { prompt: PROMPT, recipients: ['crew@example.com'] },
      'de',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      writer: 'model',
      subject: 'Baustelle am Freitag geschlossen',
    });
    expect(response.json().body).toContain('die Baustelle ist am Freitag geschlossen.');

    const [asked] = model.requests;
    expect(asked!.url).toBe('/v1/chat/completions');
    expect(asked!.body.model).toBe('local-test-model');
    const system = asked!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Acme Bau');
    expect(system).toContain('German');
    expect(asked!.body.messages.find((m) => m.role === 'user')!.content).toBe(PROMPT);
    // Nothing of ours beyond the organization's name reaches the model.
    expect(JSON.stringify(asked!.body)).not.toContain(admin.user.email);
    await model.close();
  });

  it('gives up after the timeout with the spec error, storing nothing', async () => {
    const model = await startModel({ reply: 'Subject: late\n\nlate', delayMs: 3_000 });
    const ctx = await appWith({ LLM_BASE_URL: model.url, LLM_TIMEOUT_MS: '200' });
    const { admin } = await organizationWithAdmin(ctx.app);
    const started = Date.now();
    const response = await send(ctx, admin.token, {
      prompt: PROMPT,
      recipients: ['crew@example.com'],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The message could not be written. Please try again.');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stored(ctx)).toBe(0);
    await model.close();
  });

  it('a failing model gives the same error and stores nothing', async () => {
    const model = await startModel({ status: 500 });
    const ctx = await appWith({ LLM_BASE_URL: model.url });
    const { admin } = await organizationWithAdmin(ctx.app);
    expect(
      (await send(ctx, admin.token, { prompt: PROMPT, recipients: ['crew@example.com'] }))
        .statusCode,
    ).toBe(502);
    expect(await stored(ctx)).toBe(0);
    await model.close();
  });
});
