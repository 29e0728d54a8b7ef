import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { registration } from '../support/fixtures.js';
import { I18N_RESOURCES } from '@toolyard/shared';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    headers,
  });

describe('POST /api/auth/register', () => {
  it('creates an org_admin without an organization and answers a working token', async () => {
    const body = registration();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      firstName: 'Ada',
      lastName: 'Builder',
      role: 'org_admin',
      organizationId: null,
      organization: null,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('ignores a role in the body: nobody registers as superadmin or worker', async () => {
    for (const role of ['superadmin', 'worker']) {
      const response = await post(registration({ role }));
      expect(response.statusCode).toBe(201);
      expect(response.json().user.role).toBe('org_admin');
    }
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = registration();
    const { user } = (await post(body)).json();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it('stores only the hash of the session token', async () => {
    const { token, user } = (await post(registration())).json();
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a missing username', { username: undefined }, 'username', 'Username is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [
      'a short password',
      { password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['an empty first name', { firstName: '' }, 'firstName', 'First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['a number as username', { username: 12345 }, 'username', 'Username is required'],
  ];

  it.each(invalidCases)(
    'refuses %s with 400 and the field message, storing nothing',
    async (_name, change, field, message) => {
      const before = await userCount();
      const response = await post(registration(change));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.fieldErrors[field]).toBe(message);
      expect(body.message).toBe(message);
      expect(await userCount()).toBe(before);
    },
  );

  it('lists every invalid field at once', async () => {
    const response = await post({
      username: 'ab',
      email: 'x',
      password: '1',
      firstName: '',
      lastName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'username'].sort(),
    );
    expect(response.json().message).toBe('Validation error');
  });

  it('refuses a taken username, whatever its case, with 409 and a neutral message', async () => {
    const first = registration();
    await post(first);
    const before = await userCount();
    const response = await post(registration({ username: first.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'This username is not available',
      fieldErrors: { username: 'This username is not available' },
    });
    expect(await userCount()).toBe(before);
  });

  it('does not tell whether an e-mail address has an account: one already in use registers too (decision 0059)', async () => {
    const first = registration();
    await post(first);
    const response = await post(registration({ email: first.email.toUpperCase() }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('lets exactly one of two simultaneous registrations of one username win', async () => {
    const body = registration();
    const results = await Promise.all([
      post(body),
      post({ ...body, email: `other.${body.email}` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers in the language the caller asks for', async () => {
    const response = await post(registration({ username: 'ab' }), {
      'accept-language': 'de-DE,de;q=0.9',
    });
    const german = I18N_RESOURCES.de.validation.usernameMin;
    expect(german).not.toBe(I18N_RESOURCES.en.validation.usernameMin);
    expect(response.json().fieldErrors.username).toBe(german);
  });
});

describe('registration throttling', () => {
  it('refuses sign-ups past the hourly limit per client address with 429', async () => {
    const limited = await createTestApp({ REGISTRATIONS_PER_HOUR: '2' });
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('rate_limited');
    await limited.close();
  });
});
