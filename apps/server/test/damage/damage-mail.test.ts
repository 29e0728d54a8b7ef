import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { damageReports, mailOutbox, notifications, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer } from '../support/fixtures.js';
import { yardOf } from '../support/yard.js';
import { superadmin } from '../support/superadmin.js';
import { startSmtp, type SmtpStandIn } from '../support/smtp-stand-in.js';
import { cameraJpeg, photoFile, postDamage } from '../support/damage-form.js';
import { eventually } from '../support/eventually.js';

const opened: Array<TestContext | SmtpStandIn> = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
afterAll(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

const appWith = async (env: Record<string, string>) => {
  const ctx = await createTestApp(env);
  opened.push(ctx);
  return ctx;
};

/** A worker holding the yard's tool, checked out. */
const holding = async (ctx: TestContext) => {
  const y = await yardOf(ctx.app);
  const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/tools/${y.tool.id}/status`,
    headers: json(y.admin.token),
    payload: { status: 'pending_confirmation', assignedUserId: y.worker.user.id },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/tools/${y.tool.id}/confirm`,
    headers: json(y.worker.token),
  });
  return y;
};

/** The organization's admins' addresses, confirmed: only then do they get mail (decision 0054). */
const confirmAdmins = (ctx: TestContext, organizationId: number) =>
  ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'org_admin')));

const recorded = (ctx: TestContext, organizationId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.organizationId, organizationId));

describe('the e-mail to the admins', () => {
  it("goes through SMTP to each admin in their own language, with a link to the item's damage", async () => {
    const smtp = await startSmtp();
    opened.push(smtp);
    const ctx = await appWith({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://yard.example.com' });
    const y = await holding(ctx);
    // The first admin's app shows German; a second admin's has not said (English).
    await ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, y.admin.user.id));
    const platform = await superadmin(ctx.app, ctx.db);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(platform.token), 'content-type': 'application/json' },
      payload: {
        username: `mailadmin${process.pid}`,
        email: `mailadmin${process.pid}@example.com`,
        password: 'second-admin-password',
        firstName: 'Sue',
        lastName: 'Second',
        role: 'org_admin',
        organizationId: y.organization.id,
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    await confirmAdmins(ctx, y.organization.id);

    const form = await postDamage(
      ctx.app,
      y.worker.token,
      { kind: 'tool', itemId: y.tool.id, description: 'Kabel am Stecker durchgescheuert' },
      [photoFile(await cameraJpeg(64, 48))],
    );
    expect(form.statusCode).toBe(201);

    await eventually('the mail or its record', () =>
      smtp.delivered.length >= 2 ? true : undefined,
    );
    const german = smtp.delivered.find((mail) => mail.to.includes(y.admin.user.email))!;
    const english = smtp.delivered.find((mail) => mail !== german)!;
    expect(german.to).toEqual([y.admin.user.email]);
    expect(german.text).toMatch(/^Subject: Schaden gemeldet: Core drill/m);
    expect(german.text).toContain('hat einen Schaden an Core drill gemeldet');
    expect(german.text).toContain('Kabel am Stecker durchgescheuert');
    expect(german.text).toContain('Fotos: 1');
    expect(german.text).toContain(`https://yard.example.com/tools/${y.tool.id}#damage`);
    expect(english.to).toEqual([`mailadmin${process.pid}@example.com`]);
    expect(english.data).toMatch(/^Subject: Damage reported: Core drill/m);
    expect(english.text).toContain('reported damage on Core drill');
    // Never to the reporter.
    expect(smtp.delivered.flatMap((mail) => mail.to)).not.toContain(y.worker.user.email);

    const rows = await eventually('the mail or its record', async () => {
      const all = await recorded(ctx, y.organization.id);
      return all.length === 2 && all.every((row) => row.status === 'sent') ? all : undefined;
    });
    expect(rows.map((row) => row.delivery)).toEqual(['smtp', 'smtp']);
    expect(rows.map((row) => row.writer)).toEqual(['template', 'template']);
  });

  it('a mail server that refuses does not undo the report or the return; the mail waits in the outbox for its next try', async () => {
    const smtp = await startSmtp({ refuse: true });
    opened.push(smtp);
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const y = await holding(ctx);
    await confirmAdmins(ctx, y.organization.id);
    const returned = await ctx.app.inject({
      method: 'POST',
      url: `/api/tools/${y.tool.id}/return`,
      headers: { ...bearer(y.worker.token), 'content-type': 'application/json' },
      payload: { storageUnitId: y.unit.id, damageDescription: 'Blade chipped' },
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'maintenance' });
    const [tried] = await eventually('the mail or its record', async () => {
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.organizationId, y.organization.id));
      return rows[0]?.attempts === 1 ? rows : undefined;
    });
    // Tried once, refused, and due again in half a minute (mail/outbox: decision 0074).
    expect(tried).toMatchObject({ status: 'queued', lastError: 'errors.mailFailed' });
    expect(tried!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    const rows = await recorded(ctx, y.organization.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sending', delivery: 'smtp' });
    expect(
      await ctx.db.select().from(damageReports).where(eq(damageReports.toolId, y.tool.id)),
    ).toHaveLength(1);
  });

  it('the reporter’s text goes by mail only to an admin whose address is confirmed; the others find it in the outbox', async () => {
    const smtp = await startSmtp();
    opened.push(smtp);
    const ctx = await appWith({ SMTP_URL: smtp.url });
    const y = await holding(ctx);
    await postDamage(ctx.app, y.worker.token, {
      kind: 'tool',
      itemId: y.tool.id,
      description: 'Call +1 555 0100 to claim your prize',
    });
    const [row] = await eventually('the mail or its record', async () => {
      const all = await recorded(ctx, y.organization.id);
      return all.length > 0 ? all : undefined;
    });
    expect(row).toMatchObject({ delivery: 'outbox', recipients: [y.admin.user.email] });
    expect(smtp.delivered).toEqual([]);
  });

  it('without a mail server, the message is kept in the outbox', async () => {
    const ctx = await appWith({});
    const y = await holding(ctx);
    await postDamage(ctx.app, y.worker.token, {
      kind: 'tool',
      itemId: y.tool.id,
      description: 'Guard missing',
    });
    const [row] = await eventually('the mail or its record', async () => {
      const all = await recorded(ctx, y.organization.id);
      return all.length > 0 ? all : undefined;
    });
    expect(row).toMatchObject({
      delivery: 'outbox',
      status: 'sent',
      recipients: [y.admin.user.email],
      subject: 'Damage reported: Core drill',
    });
    expect(row!.body).toContain('Guard missing');
  });
});
