import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { activity, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { login, organizationWithAdmin, workerOf } from '../support/fixtures.js';
import { csv, importClient } from '../support/import-client.js';

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

const HEADER = 'Username,Email,First name,Last name,Password';
let serial = 0;
const tag = () => `imp${process.pid}x${(serial += 1)}`;

describe('worker imports', () => {
  it("answers each row's errors with the worker form's messages, and never a password", async () => {
    const { token, organization } = await setup();
    const other = await organizationWithAdmin(ctx.app);
    const elsewhere = await workerOf(ctx.app, other.admin.token);
    const t = tag();
    const { staged, preview } = client();
    const found = await staged(
      token,
      csv([
        HEADER,
        `${t}a,${t}a@example.com,Ana,Kovač,secret-pass-1`,
        `${t}b,not-an-address,Ben,Yıldız,secret-pass-2`,
        `${t}c,${t}c@example.com,Cem,Demir,short`,
        `${elsewhere.username},${t}d@example.com,Dora,Hoxha,secret-pass-4`,
        `${t}e,${t}a@example.com,Emir,Begić,secret-pass-5`,
      ]),
    );
    expect(found.mapping).toEqual({
      username: 0,
      email: 1,
      firstName: 2,
      lastName: 3,
      password: 4,
    });
    const checked = await preview(token, found);
    const errorsOf = (line: number) => checked.rows.find((row) => row.line === line)?.errors;
    expect(checked.counts).toEqual({ create: 1, skip: 0, invalid: 4 });
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ field: 'email', message: 'validation.emailInvalid' }]);
    expect(errorsOf(4)).toEqual([{ field: 'password', message: 'validation.passwordMin' }]);
    expect(errorsOf(5)).toEqual([{ field: 'username', message: 'errors.usernameTaken' }]);
    expect(errorsOf(6)).toEqual([{ field: 'email', message: 'errors.emailTaken' }]);
    expect(JSON.stringify(checked)).not.toMatch(/secret-pass|short/);
    expect(await workerCount(organization.id)).toBe(0);
  });

  it('creates workers who can sign in, with one activity per batch, and a re-run creates none', async () => {
    const { token, organization } = await setup();
    const existing = await workerOf(ctx.app, token);
    const t = tag();
    const { staged, run } = client();
    const file = csv([
      HEADER,
      `${existing.username.toUpperCase()},${t}x@example.com,Old,Worker,secret-pass-0`,
      `${t}a,${t}a@example.com,Ana,Kovač,secret-pass-1`,
      `${t}A,${t}a@example.com,Ana,Kovač,secret-pass-1`,
      `${t}b,${t}b@example.com,Ben,Yıldız,secret-pass-2`,
    ]);
    const done = await run(token, await staged(token, file));
    expect(done).toMatchObject({ state: 'done', created: 2, skipped: 2, invalid: 0 });
    expect(JSON.stringify(done)).not.toContain('secret-pass');
    expect(await workerCount(organization.id)).toBe(3);
    const signedIn = await login(ctx.app, `${t}b`, 'secret-pass-2');
    expect(signedIn.user).toMatchObject({ role: 'worker', organizationId: organization.id });
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

  it("answers 404 for another organization's worker import", async () => {
    const a = await setup();
    const b = await setup();
    const t = tag();
    const { staged, statusesFor } = client();
    const found = await staged(a.token, csv([HEADER, `${t},${t}@example.com,A,B,secret-pass-1`]));
    expect(await statusesFor(b.token, found)).toEqual([404, 404, 404, 404]);
    expect(await workerCount(a.organization.id)).toBe(0);
  });
});
