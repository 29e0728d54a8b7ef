import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, register } from '../support/fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });

describe('sessions', () => {
  it('refuses /me without a token, with a malformed header, and with an unknown token', async () => {
    expect((await me()).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: 'Basic abc' },
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await me('a'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Unauthorized access', code: 'unauthorized' });
  });

  it('stops a token working after logout, and only that token', async () => {
    const account = await register(ctx.app);
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      })
    ).json().token as string;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('accepts a logout sent with a JSON content type and no body, as the web client sends it', async () => {
    const account = await register(ctx.app);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const account = await register(ctx.app);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, account.user.id));
    await ctx.accountChangesHeard();
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('gives every sign-in its own token', async () => {
    const account = await register(ctx.app);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      });
      tokens.add(response.json().token);
    }
    expect(tokens.size).toBe(3);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload,
    });

  it('ends every session of the user and answers a new working token', async () => {
    const account = await register(ctx.app);
    const otherDevice = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      })
    ).json().token as string;

    const response = await change(account.token, {
      currentPassword: account.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();

    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.username, password: 'a-brand-new-secret' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await register(ctx.app);
    const response = await change(account.token, {
      currentPassword: 'wrong-one',
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      currentPassword: 'Current password is incorrect',
    });
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('refuses a short new password with the spec message', async () => {
    const account = await register(ctx.app);
    const response = await change(account.token, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
    });
    expect(response.statusCode).toBe(401);
  });
});
