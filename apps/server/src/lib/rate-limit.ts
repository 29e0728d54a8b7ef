import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export type WindowState = { count: number; resetAt: Date };

/**
 * Fixed-window counter in PostgreSQL: every server process counts into the same row, so
 * throttling holds behind a load balancer. One statement, so concurrent hits cannot lose counts.
 */
export const hitWindow = async (db: Executor, key: string, windowSeconds: number): Promise<WindowState> => {
  const result = await db.execute<{ count: number; reset_at: Date }>(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, reset_at`);
  const row = result.rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
};

export const peekWindow = async (db: Executor, key: string): Promise<WindowState | undefined> => {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`)
    .limit(1);
  return row;
};

export const clearWindow = (db: Executor, key: string) =>
  db.delete(rateLimits).where(eq(rateLimits.key, key));

export const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
