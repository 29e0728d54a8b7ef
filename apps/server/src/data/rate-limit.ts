import { isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export type WindowState = { count: number; resetAt: Date };

/**
 * Fixed-window counter in PostgreSQL: every server process counts into the same row, so
 * throttling holds behind a load balancer. One statement, so concurrent hits cannot lose counts.
 */
export const hitWindow = async (
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<WindowState> => {
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

export const secondsUntil = (date: Date) =>
  Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

const ipv6Hextets = (address: string): number[] => {
  // A trailing dotted quad (::ffff:192.0.2.1) is the last two hextets written as IPv4.
  const text = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_all, a, b, c, d) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((hextet) => parseInt(hextet, 16)) : [];
  const [head, tail] = text.split('::');
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
};

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 client by its /64
 * (one customer's network: whoever holds one address holds all 2^64 of them, so counting single
 * IPv6 addresses would limit nothing), and an IPv4-mapped IPv6 socket address as the IPv4 one.
 */
export const clientAddressKey = (ip: string): string => {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const hextets = ipv6Hextets(address);
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (mapped)
    return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join('.');
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
};
