import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { register } from '../support/fixtures.js';
import { FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../src/modules/auth/login-throttle.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers,
  });

describe('POST /api/auth/login', () => {
  it('answers a token and the user for the right password, with any case of the username', async () => {
    const account = await register(ctx.app);
    const response = await login(account.username.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(account.user.id);
    expect(response.json().token).not.toBe(account.token);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const account = await register(ctx.app);
    const wrongPassword = await login(account.username, 'not-the-password');
    const unknownUser = await login('nobody-by-this-name', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownUser.body);
    expect(wrongPassword.json().message).toBe('Invalid username or password');
  });

  it('requires both fields, with the spec messages', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it(`refuses the address after ${FAILURES_PER_ACCOUNT_AND_ADDRESS} failures on an account, even for the right password and a forged forwarded-for`, async () => {
    const account = await register(ctx.app);
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      const response = await login(account.username, `wrong-${i}`, {
        'x-forwarded-for': `10.0.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(account.username, account.password, {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect(locked.json().message).toMatch(/Too many login attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not refuse other accounts from that address when one is refused', async () => {
    const locked = await register(ctx.app);
    const other = await register(ctx.app);
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1)
      await login(locked.username, 'wrong-password');
    expect((await login(other.username, other.password)).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const account = await register(ctx.app);
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i += 1)
      await login(account.username, 'wrong-password');
    expect((await login(account.username, account.password)).statusCode).toBe(200);
    expect((await login(account.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(account.username, account.password)).statusCode).toBe(200);
  });
});
