import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { ensureSuperadmin } from '../../src/modules/users/bootstrap-superadmin.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('superadmin bootstrap', () => {
  it('refuses invalid values and creates nothing', async () => {
    const result = await ensureSuperadmin(ctx.db, {
      username: 'ab',
      email: 'nope',
      password: 'short',
    });
    expect(result).toMatchObject({ created: false, reason: 'invalid' });
    expect(await ctx.db.select().from(users).where(eq(users.role, 'superadmin'))).toHaveLength(0);
  });

  it('creates the superadmin once, who can then sign in', async () => {
    const input = {
      username: 'platform',
      email: 'platform@example.com',
      password: 'very-secret-pass',
    };
    expect(await ensureSuperadmin(ctx.db, input)).toEqual({ created: true, username: 'platform' });
    expect(await ensureSuperadmin(ctx.db, { ...input, username: 'another' })).toEqual({
      created: false,
      reason: 'exists',
    });
    expect(await ctx.db.select().from(users).where(eq(users.role, 'superadmin'))).toHaveLength(1);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'platform', password: input.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('superadmin');
  });
});
