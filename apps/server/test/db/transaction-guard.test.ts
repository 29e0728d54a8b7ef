import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SecondConnectionError } from '../../src/db/transaction-guard.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

/**
 * Code inside a transaction that asks the pool for a second connection can hold every
 * connection at once under load (each transaction waits for one more). The guard refuses it
 * where it happens, so the test that reaches such a path fails instead of a server stalling.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a second pool connection inside an open transaction', () => {
  it('is refused: a query on db instead of tx inside a transaction fails with a clear error', async () => {
    const attempt = ctx.db.transaction(async () => {
      await ctx.db.execute(sql`select 1`);
    });
    // drizzle wraps what the pool answered; the cause is the guard's refusal.
    await expect(attempt).rejects.toSatisfy(
      (error: Error) =>
        error instanceof SecondConnectionError || error.cause instanceof SecondConnectionError,
    );
  });

  it('is refused for a nested transaction on db as well', async () => {
    const attempt = ctx.db.transaction(async () =>
      ctx.db.transaction(async (inner) => inner.execute(sql`select 1`)),
    );
    await expect(attempt).rejects.toBeInstanceOf(SecondConnectionError);
  });

  it('lets the transaction use its own connection, and db be used again once it is over', async () => {
    const inside = await ctx.db.transaction(
      async (tx) => (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]?.n,
    );
    expect(inside).toBe(2);
    const after = (await ctx.db.execute<{ n: number }>(sql`select 3 as n`)).rows[0]?.n;
    expect(after).toBe(3);
    // Work running alongside a transaction (another request) is not inside it.
    const [both] = await Promise.all([
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        return 'tx';
      }),
      ctx.db.execute(sql`select 4`),
    ]);
    expect(both).toBe('tx');
  });
});
