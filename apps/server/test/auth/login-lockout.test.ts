import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { organizationWithAdmin, register } from '../support/fixtures.js';
import { superadmin } from '../support/superadmin.js';
import {
  CLIENT_ATTEMPT_LIMIT,
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
} from '../../src/modules/auth/login-throttle.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LIMIT = FAILURES_PER_ACCOUNT_AND_ADDRESS;

/** A sign-in from the given socket address (what the server counts; it trusts no proxy header). */
const loginFrom = (remoteAddress: string, username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });

const failFrom = async (remoteAddress: string, username: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await loginFrom(remoteAddress, username, `wrong-guess-${i}`)).statusCode);
  return statuses;
};

/** Moves every sign-in window's end into the past, as if fifteen minutes had gone by. */
const endLoginWindows = () =>
  ctx.db.execute(
    sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'login:%'`,
  );

describe('sign-in throttling never locks the owner out', () => {
  it(`lets the owner in from another address after an attacker failed ${LIMIT}+ times, on the superadmin's and on an org admin's account`, async () => {
    const platformAdmin = await superadmin(ctx.app, ctx.db);
    const { admin } = await organizationWithAdmin(ctx.app);
    const attacker = '203.0.113.7';
    const owner = '198.51.100.20';

    for (const account of [platformAdmin, admin]) {
      const statuses = await failFrom(attacker, account.username, LIMIT + 3);
      expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);

      const ownerSignIn = await loginFrom(owner, account.username, account.password);
      expect(ownerSignIn.statusCode).toBe(200);
      expect(ownerSignIn.json().user.id).toBe(account.user.id);

      // The attacker's address stays refused, even with the right password: the owner's success
      // elsewhere clears nothing for it.
      const attackerWithPassword = await loginFrom(attacker, account.username, account.password);
      expect(attackerWithPassword.statusCode).toBe(429);
      expect(attackerWithPassword.json().code).toBe('rate_limited');
      expect(attackerWithPassword.json().message).toMatch(
        /Too many login attempts\. Please try again in \d+ minutes\./,
      );
      const retryAfter = Number(attackerWithPassword.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      expect((await loginFrom(owner, account.username, account.password)).statusCode).toBe(200);
    }

    // When the window ends, that address may try again.
    await endLoginWindows();
    expect(
      (await loginFrom(attacker, platformAdmin.username, platformAdmin.password)).statusCode,
    ).toBe(200);
  });

  it("clears only that address's failures for that account on a successful sign-in", async () => {
    const account = await register(ctx.app);
    const other = await register(ctx.app);
    const attacker = '203.0.113.8';
    const owner = '198.51.100.21';

    await failFrom(attacker, account.username, LIMIT - 1);
    await failFrom(owner, account.username, LIMIT - 1);
    await failFrom(owner, other.username, LIMIT - 1);
    expect((await loginFrom(owner, account.username, account.password)).statusCode).toBe(200);

    // The owner's address starts again from zero for this account…
    expect(await failFrom(owner, account.username, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(401));
    expect((await loginFrom(owner, account.username, account.password)).statusCode).toBe(200);
    // …but not for the other account, and the attacker's count was not touched.
    expect(await failFrom(owner, other.username, 2)).toEqual([401, 429]);
    expect(await failFrom(attacker, account.username, 2)).toEqual([401, 429]);
    expect((await loginFrom(attacker, account.username, account.password)).statusCode).toBe(429);
  });

  it('counts any case and surrounding spaces of a username as the same account', async () => {
    const account = await register(ctx.app);
    const address = '203.0.113.9';
    const spellings = [account.username.toUpperCase(), `  ${account.username}  `, account.username];
    for (let i = 0; i < LIMIT; i += 1) {
      expect(
        (await loginFrom(address, spellings[i % spellings.length]!, 'wrong-password')).statusCode,
      ).toBe(401);
    }
    expect(
      (await loginFrom(address, account.username.toUpperCase(), account.password)).statusCode,
    ).toBe(429);
  });

  it(`still refuses one address after ${CLIENT_ATTEMPT_LIMIT} attempts on any accounts, and only that address`, async () => {
    const account = await register(ctx.app);
    const sprayer = '203.0.113.10';
    // Many accounts, a few guesses each: no single account reaches its limit.
    for (let i = 0; i < CLIENT_ATTEMPT_LIMIT; i += 1) {
      expect((await loginFrom(sprayer, `sprayed-user-${i % 25}`, 'Summer2026!')).statusCode).toBe(
        401,
      );
    }
    const refused = await loginFrom(sprayer, account.username, account.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('198.51.100.22', account.username, account.password)).statusCode).toBe(
      200,
    );
  });

  it('lets parallel guesses from one address check no more passwords than the limit', async () => {
    const account = await register(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        loginFrom('203.0.113.11', account.username, `parallel-guess-${i}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const account = await register(ctx.app);
    for (let i = 0; i < LIMIT; i += 1) {
      expect(
        (
          await loginFrom(
            `2001:db8:7:1::${(i + 1).toString(16)}`,
            account.username,
            'wrong-password',
          )
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await loginFrom('2001:db8:7:1:ffff::1', account.username, account.password)).statusCode,
    ).toBe(429);
    expect(
      (await loginFrom('2001:db8:7:2::1', account.username, account.password)).statusCode,
    ).toBe(200);

    const other = await register(ctx.app);
    await failFrom('::ffff:192.0.2.44', other.username, LIMIT);
    expect((await loginFrom('192.0.2.44', other.username, other.password)).statusCode).toBe(429);
  });

  it('counts failures for the longest username a sign-in accepts without a server error', async () => {
    const response = await loginFrom('203.0.113.12', 'x'.repeat(255), 'wrong-password');
    expect(response.statusCode).toBe(401);
  });
});
