import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { USERNAME_ANSWERS_PER_HOUR } from '../../src/modules/users/uniqueness.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, registration, workerOf } from '../support/fixtures.js';

/**
 * Decision 0059: usernames are unique across the platform, so "not available" tells that an
 * account exists somewhere. Those answers run out per client address and per organization;
 * e-mail addresses are unique only within an organization and tell nothing.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;

let address = 0;
/** A client address of its own per test: the windows count per address. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

const register = (body: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });

const createWorker = (token: string, body: object, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(token),
    payload: {
      email: `w${Math.random().toString(36).slice(2)}@example.com`,
      password: 'worker-password-1',
      firstName: 'Probe',
      lastName: 'Worker',
      role: 'worker',
      ...body,
    },
    remoteAddress,
  });

describe('probing for usernames', () => {
  it(`answers registration's "not available" ${USERNAME_ANSWERS_PER_HOUR} times per client address an hour, then 429 for any name`, async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const existing = await workerOf(ctx.app, admin.token);
    const prober = nextAddress();
    for (let i = 0; i < USERNAME_ANSWERS_PER_HOUR; i += 1) {
      const answer = await register(registration({ username: existing.username }), prober);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().fieldErrors).toEqual({ username: 'This username is not available' });
    }
    const before = await userCount();
    const taken = await register(registration({ username: existing.username }), prober);
    expect(taken.statusCode).toBe(429);
    expect(taken.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many usernames were not available in the last hour. Please try again later.',
    });
    expect(Number(taken.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal says nothing about the name: a free one gets it too, and nothing is created.
    const free = await register(registration(), prober);
    expect(free.statusCode).toBe(429);
    expect(await userCount()).toBe(before);
    // Another address is not held back by it.
    expect((await register(registration(), nextAddress())).statusCode).toBe(201);
  });

  it("bounds an organization's user creation: its answers run out across its admins' addresses", async () => {
    const elsewhere = await organizationWithAdmin(ctx.app);
    const victim = await workerOf(ctx.app, elsewhere.admin.token);
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    // Half from one address, half from another: the organization's window counts them all.
    for (let i = 0; i < USERNAME_ANSWERS_PER_HOUR; i += 1) {
      const from = i < USERNAME_ANSWERS_PER_HOUR / 2 ? '203.0.113.10' : '203.0.113.11';
      const answer = await createWorker(admin.token, { username: victim.username }, from);
      expect(answer.statusCode, answer.body).toBe(409);
    }
    const fresh = nextAddress();
    const over = await createWorker(admin.token, { username: victim.username }, fresh);
    expect(over.statusCode).toBe(429);
    const free = await createWorker(admin.token, { username: `free${Date.now()}` }, fresh);
    expect(free.statusCode).toBe(429);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.organizationId, organization.id));
    expect(row!.n).toBe(1);
    // Another organization's admin still gets answers.
    const other = await organizationWithAdmin(ctx.app);
    expect(
      (await createWorker(other.admin.token, { username: `ok${Date.now()}` }, nextAddress()))
        .statusCode,
    ).toBe(201);
  });

  it('lets two organizations each have a member with the same e-mail address, but not one organization twice', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const shared = `shared${Date.now()}@example.com`;
    const from = nextAddress();
    const inA = await createWorker(
      a.admin.token,
      { username: `a${Date.now()}`, email: shared },
      from,
    );
    expect(inA.statusCode, inA.body).toBe(201);
    const inB = await createWorker(
      b.admin.token,
      { username: `b${Date.now()}`, email: shared },
      from,
    );
    expect(inB.statusCode, inB.body).toBe(201);
    const twice = await createWorker(
      a.admin.token,
      { username: `c${Date.now()}`, email: shared.toUpperCase() },
      from,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fieldErrors).toEqual({
      email: 'An account with this email already exists',
    });
    // The index holds it too, whatever the code before it checks.
    await expect(
      ctx.db.execute(
        sql`insert into users (username, email, password_hash, first_name, last_name, role, organization_id)
            values (${`d${Date.now()}`}, ${shared}, 'x', 'D', 'E', 'worker', ${a.organization.id})`,
      ),
    ).rejects.toThrow();
  });
});
