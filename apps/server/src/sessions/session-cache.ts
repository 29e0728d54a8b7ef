import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { AuthContext } from '../lib/auth-context.js';
import { hashToken } from '../lib/tokens.js';
import { setBounded } from '../lib/bounded-map.js';
import type { EventBus } from '../bus/event-bus.js';
import { AUTH_CHANGES_CHANNEL } from '../bus/event-bus.js';
import { loadSessionAuth, type LoadedAuth } from './load-session-auth.js';

/** How long an answer is kept at most, also if no change of it is ever announced. */
const ENTRY_TTL_MS = 30_000;
/** Sessions kept in memory at most; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** An announcement not heard back within this long: forget everything rather than wait longer. */
const SETTLE_TIMEOUT_MS = 1_000;

type Entry = LoadedAuth & { keptUntil: number };

export type SessionCacheOptions = {
  db: Database;
  bus: EventBus;
  now?: () => number;
};

/**
 * The signed-in caller of a request, without a database round trip for sessions seen lately.
 *
 * Correct because every change that could make a kept answer wrong is announced by the
 * database on commit (drizzle/0009: any update or delete of a session, user or organization
 * row, also by a script) and heard by every server process within milliseconds: the entries it
 * concerns are forgotten. Expiry is checked against the kept expiry time on every use. While the
 * process is not listening (starting, database away), nothing is kept: every request reads the
 * database. A load that overlaps a change is not kept (the epoch check), so an answer read
 * before a change cannot outlive it.
 *
 * Writes in this process also forget locally what they changed (`forget*`), so the next request
 * sees the change even before the announcement arrives.
 */
export const createSessionCache = ({ db, bus, now = Date.now }: SessionCacheOptions) => {
  const byTokenHash = new Map<string, Entry>();
  const syncWaiters = new Map<string, () => void>();
  let listening = false;
  // Bumped by every forget: a load that started before it must not be kept.
  let epoch = 0;

  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    epoch += 1;
    for (const [key, entry] of byTokenHash) if (matches(entry)) byTokenHash.delete(key);
  };
  const forgetAll = () => {
    epoch += 1;
    byTokenHash.clear();
  };

  const forgetSession = (sessionId: number) =>
    forgetWhere((entry) => entry.sessionId === sessionId);
  const forgetUser = (userId: number) =>
    forgetWhere((entry) => entry.user.id === userId || entry.impersonatorUserId === userId);
  const forgetOrganization = (organizationId: number) =>
    forgetWhere((entry) => entry.user.organizationId === organizationId);

  const onAuthChange = (payload: string) => {
    const [kind, value] = payload.split(':', 2);
    if (kind === 'sync') {
      syncWaiters.get(value ?? '')?.();
      return;
    }
    const id = Number(value);
    if (!Number.isInteger(id)) return forgetAll();
    if (kind === 's') return forgetSession(id);
    if (kind === 'u') return forgetUser(id);
    if (kind === 'o') return forgetOrganization(id);
    forgetAll();
  };

  bus.watchAuthChanges({
    onAuthChange,
    onConnection: (connected) => {
      listening = connected;
      // What was kept while changes might have gone unheard is not trusted.
      forgetAll();
    },
  });

  const keep = (tokenHash: string, loaded: LoadedAuth) => {
    const keptUntil = Math.min(now() + ENTRY_TTL_MS, loaded.expiresAt.getTime());
    setBounded(byTokenHash, tokenHash, { ...loaded, keptUntil }, MAX_ENTRIES);
  };

  const load = async (tokenHash: string) => {
    const startedAt = epoch;
    const loaded = await loadSessionAuth(db, tokenHash);
    if (!loaded) {
      byTokenHash.delete(tokenHash);
      return null;
    }
    if (listening && startedAt === epoch) keep(tokenHash, loaded);
    return loaded;
  };

  return {
    /**
     * The live session behind a bearer token, or null. `fresh` reads the database whatever is
     * kept (writes are always checked against it). A kept session is answered synchronously —
     * no promise on the hot path of every read.
     */
    resolve: (
      token: string,
      options: { fresh?: boolean } = {},
    ): AuthContext | null | Promise<AuthContext | null> => {
      const tokenHash = hashToken(token);
      const kept = byTokenHash.get(tokenHash);
      if (kept && !options.fresh && listening) {
        if (kept.keptUntil > now()) return kept;
        byTokenHash.delete(tokenHash);
      }
      return load(tokenHash);
    },
    forgetSession,
    forgetUser,
    forgetOrganization,
    /**
     * Resolves once this process has heard every account change committed before the call
     * (announcements arrive in commit order). A write's answer waits for it, so the writer's next
     * request sees the change; tests that change rows behind the server's back call it too.
     */
    settled: async () => {
      if (!listening || byTokenHash.size === 0) return forgetAll();
      const marker = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        syncWaiters.set(marker, resolve);
        timer = setTimeout(() => {
          forgetAll();
          resolve();
        }, SETTLE_TIMEOUT_MS);
      });
      try {
        await db.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${`sync:${marker}`})`);
        await heard;
      } catch {
        forgetAll();
      } finally {
        clearTimeout(timer);
        syncWaiters.delete(marker);
      }
    },
    /** Whether changes are heard (and so answers kept). */
    isListening: () => listening,
    /** How many sessions are kept (for tests and the bench). */
    size: () => byTokenHash.size,
  };
};

export type SessionCache = ReturnType<typeof createSessionCache>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}
