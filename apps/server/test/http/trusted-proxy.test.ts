import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { labelPath } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationWithAdmin,
  register,
  registration,
} from '../support/fixtures.js';
import { FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../src/modules/auth/login-throttle.js';
import { barcodesOfPages } from '../labels/pdf-pages.js';

/**
 * TRUST_PROXY (decision 0056): behind a trusted proxy every per-address limit counts the address
 * the proxy names, so one attacker cannot lock out or use up a limit for everyone behind it;
 * without one, or from a proxy not on the list, the header a caller writes changes nothing.
 */
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

// What inject's socket address is unless a test names another: the proxy on the same machine.
const PROXY = '127.0.0.1';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

const loginVia = (
  app: TestContext['app'],
  username: string,
  password: string,
  options: { forwardedFor?: string; socket?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: options.socket ?? PROXY,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

const failTimes = async (
  app: TestContext['app'],
  username: string,
  options: { forwardedFor?: string; socket?: string },
) => {
  for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
    const response = await loginVia(app, username, `wrong-${i}`, options);
    expect(response.statusCode).toBe(401);
  }
};

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it(`locks out only the forwarded address that failed ${FAILURES_PER_ACCOUNT_AND_ADDRESS} times; the owner forwarded from another signs in`, async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    const victim = await register(ctx.app);
    await failTimes(ctx.app, victim.username, { forwardedFor: ATTACKER });

    const attacker = await loginVia(ctx.app, victim.username, victim.password, {
      forwardedFor: ATTACKER,
    });
    expect(attacker.statusCode).toBe(429);
    const owner = await loginVia(ctx.app, victim.username, victim.password, {
      forwardedFor: OWNER,
    });
    expect(owner.statusCode).toBe(200);
    // The session records the forwarded address too: one derived address for everything.
    const { rows } = await ctx.db.execute<{ ip: string }>(
      sql`select ip from sessions where user_id = ${victim.user.id} order by created_at desc, id desc limit 1`,
    );
    expect(rows[0]?.ip).toBe(OWNER);
  });

  it('counts sign-ups per forwarded address, not one count for everyone behind the proxy', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1', REGISTRATIONS_PER_HOUR: '2' });
    const app = ctx.app;
    const signUp = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await signUp(ATTACKER)).statusCode).toBe(201);
    expect((await signUp(ATTACKER)).statusCode).toBe(201);
    expect((await signUp(ATTACKER)).statusCode).toBe(429);
    expect((await signUp(OWNER)).statusCode).toBe(201);
  });

  it('takes the last forwarded address, the one the proxy saw: a client cannot prepend another', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    const victim = await register(ctx.app);
    // Each time the attacker writes a new first address; the proxy appends the real one.
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      const response = await loginVia(ctx.app, victim.username, `wrong-${i}`, {
        forwardedFor: `10.9.9.${i}, ${ATTACKER}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const again = await loginVia(ctx.app, victim.username, victim.password, {
      forwardedFor: `192.0.2.1, ${ATTACKER}`,
    });
    expect(again.statusCode).toBe(429);
    // Nor can a client pass as the locked-out address by writing it first.
    const owner = await loginVia(ctx.app, victim.username, victim.password, {
      forwardedFor: `${ATTACKER}, ${OWNER}`,
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the throttle counts the socket, whatever address a caller writes', async () => {
    ctx = await createTestApp();
    const victim = await register(ctx.app);
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      const response = await loginVia(ctx.app, victim.username, `wrong-${i}`, {
        socket: ATTACKER,
        forwardedFor: `10.0.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const forged = await loginVia(ctx.app, victim.username, victim.password, {
      socket: ATTACKER,
      forwardedFor: OWNER,
    });
    expect(forged.statusCode).toBe(429);
    const owner = await loginVia(ctx.app, victim.username, victim.password, { socket: OWNER });
    expect(owner.statusCode).toBe(200);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8,127.0.0.1)', () => {
  it("believes only a listed proxy's header: from anywhere else the socket is the client", async () => {
    ctx = await createTestApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
    const victim = await register(ctx.app);
    const listedProxy = '10.1.2.3';
    const stranger = '192.0.2.50';

    // Through the listed proxy: the forwarded attacker is locked out, the owner is not.
    await failTimes(ctx.app, victim.username, { socket: listedProxy, forwardedFor: ATTACKER });
    expect(
      (
        await loginVia(ctx.app, victim.username, victim.password, {
          socket: listedProxy,
          forwardedFor: ATTACKER,
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await loginVia(ctx.app, victim.username, victim.password, {
          socket: listedProxy,
          forwardedFor: OWNER,
        })
      ).statusCode,
    ).toBe(200);

    // A caller not on the list naming the locked-out address is itself, not the attacker...
    expect(
      (
        await loginVia(ctx.app, victim.username, victim.password, {
          socket: stranger,
          forwardedFor: ATTACKER,
        })
      ).statusCode,
    ).toBe(200);
    // ...and its failures lock itself out, whatever address it writes.
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      await loginVia(ctx.app, victim.username, `wrong-${i}`, {
        socket: stranger,
        forwardedFor: `198.51.100.${i}`,
      });
    }
    expect(
      (
        await loginVia(ctx.app, victim.username, victim.password, {
          socket: stranger,
          forwardedFor: OWNER,
        })
      ).statusCode,
    ).toBe(429);
  });
});

describe('addresses that leave the app without PUBLIC_URL', () => {
  const labelUrlFor = async (headers: Record<string, string>) => {
    const app = ctx!.app;
    const org = await organizationWithAdmin(app);
    const { branch } = await branchWithSite(app, org.admin.token);
    const tool = (await create(app, org.admin.token, '/api/tools', {
      name: 'Drill',
      branchId: branch.id,
    })) as { id: number; labelCode: string };
    const response = await app.inject({
      method: 'POST',
      url: '/api/labels/sheets',
      headers: { ...bearer(org.admin.token), host: 'internal:3000', ...headers },
      payload: { kind: 'tool', format: 'roll-62mm', ids: [tool.id] },
    });
    expect(response.statusCode).toBe(200);
    const [read] = (await barcodesOfPages(response.rawPayload)).flat();
    return { text: read?.text, path: labelPath(tool.labelCode) };
  };
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'yard.example.com' };

  it('follow the scheme and host a trusted proxy forwards', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    const label = await labelUrlFor(forwarded);
    expect(label.text).toBe(`https://yard.example.com${label.path}`);
  }, 60_000);

  it('ignore them when no proxy is trusted', async () => {
    ctx = await createTestApp();
    const label = await labelUrlFor(forwarded);
    expect(label.text).toBe(`http://internal:3000${label.path}`);
  }, 60_000);
});
