import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serverProcesses } from '../../src/db/schema.js';
import { startProcessPresence } from '../../src/data/process-presence.js';
import { createDatabase, createPool } from '../../src/db/client.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { startSilentDatabase } from '../support/silent-database.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const rowOf = async (id: string) =>
  (await ctx.db.select().from(serverProcesses).where(eq(serverProcesses.id, id)))[0];

describe('server process presence (decision 0069)', () => {
  it('marks the process alive at start and again and again while it runs, and deletes its row when it stops', async () => {
    const presence = await startProcessPresence(ctx.db, quiet, { everyMs: 40 });
    const first = await rowOf(presence.id);
    expect(first).toBeDefined();
    await expect
      .poll(async () => (await rowOf(presence.id))!.seenAt.getTime(), { timeout: 3_000 })
      .toBeGreaterThan(first!.seenAt.getTime());
    await presence.close();
    expect(await rowOf(presence.id)).toBeUndefined();
  });

  it('forgets processes gone for more than a day when another starts, and keeps recent ones', async () => {
    const [longGone, lately] = [randomUUID(), randomUUID()];
    await ctx.db.insert(serverProcesses).values([
      { id: longGone, seenAt: sql`now() - interval '25 hours'` },
      { id: lately, seenAt: sql`now() - interval '1 hour'` },
    ]);
    const presence = await startProcessPresence(ctx.db, quiet);
    try {
      expect(await rowOf(longGone)).toBeUndefined();
      expect(await rowOf(lately)).toBeDefined();
    } finally {
      await presence.close();
    }
  });

  it('starts though the database does not answer, and says so once, not at every mark', async () => {
    const warnings: string[] = [];
    const deadPool = createPool('postgresql://nobody@127.0.0.1:1/none', quiet, {
      connectionTimeoutMillis: 500,
    });
    const presence = await startProcessPresence(
      createDatabase(deadPool),
      { ...quiet, warn: (_object, message) => warnings.push(message) },
      { everyMs: 40 },
    );
    try {
      expect(warnings).toEqual(['server process presence: could not mark this process']);
      // Several marks later (each refused): still the one warning.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(warnings).toEqual(['server process presence: could not mark this process']);
    } finally {
      await presence.close();
      await deadPool.end();
    }
  });

  it('waits 2 s at most for a database that takes the connection and never answers, to start and to stop', async () => {
    const silent = await startSilentDatabase();
    const hungPool = createPool(silent.url, quiet, { connectionTimeoutMillis: 20_000 });
    try {
      const started = Date.now();
      const presence = await startProcessPresence(createDatabase(hungPool), quiet);
      expect(Date.now() - started).toBeLessThan(3_000);
      const stopping = Date.now();
      await presence.close();
      expect(Date.now() - stopping).toBeLessThan(3_000);
    } finally {
      silent.hangUp();
      await hungPool.end().catch(() => undefined);
      await silent.close();
    }
  });
});
