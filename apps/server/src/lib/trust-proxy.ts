import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are believed when they name the client in
 * X-Forwarded-For (and the scheme and host in X-Forwarded-Proto / -Host), as Fastify's
 * `trustProxy` takes it (docs/decisions/0056-trusted-proxy.md):
 * - `false`: none; the socket's address is the client, whatever a header says;
 * - a number of hops: the last n addresses (the socket's first) are proxies, the one before
 *   them is the client;
 * - addresses and networks: a hop from one of them is a proxy, the first hop from elsewhere is
 *   the client.
 * `true` (believe every hop) is refused: the client would then be the first address of the
 * header, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

const MAX_PROXY_HOPS = 10;

/**
 * The setting as Fastify's `trustProxy` takes it. A hop count becomes a function: Fastify (5.12,
 * ours) ignores a plain number, since trusting the nearest n hops believes whoever connects, proxy
 * or not. That is what an operator asks for with a count (the port reachable through the proxy
 * alone, e.g. HOST=127.0.0.1); a list of the proxies' addresses is the form that also holds when
 * the port is reachable directly (README, decision 0056).
 */
export const fastifyTrustProxy = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

// proxy-addr's names for the usual private ranges: loopback, link-local, unique-local.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW =
  'the number of proxies in front of the server (e.g. 1), or a comma-separated list of their addresses or networks (e.g. 127.0.0.1,10.0.0.0/8)';

const isAddressOrNetwork = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = (value ?? '').toLowerCase();
    if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
    if (text === 'true' || text === 'on') {
      context.addIssue({
        code: 'custom',
        message: `trusting every proxy lets any client choose its own address; give ${HOW}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= MAX_PROXY_HOPS) return hops;
      context.addIssue({
        code: 'custom',
        message: `at most ${MAX_PROXY_HOPS} proxies; give ${HOW}`,
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not an address or network; give ${HOW}`,
    });
    return z.NEVER;
  });
