import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from '../lib/tokens.js';

export type SessionContext = { ip?: string; userAgent?: string };

export const createSession = async (
  db: Executor,
  input: { userId: number; ttlHours: number; impersonatorUserId?: number } & SessionContext,
) => {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      impersonatorUserId: input.impersonatorUserId ?? null,
      expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 255) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: session!.id };
};

/** The user behind an impersonation session; join it wherever sessions are checked for life. */
export const impersonator = alias(users, 'impersonator');

/**
 * A session that still grants access: not revoked, not expired, and an impersonation only
 * while the one behind it is still a superadmin (their own changes also revoke it, see
 * revokeUserSessions; this is the second lock on that door). Needs `impersonator` left-joined.
 */
export const isLiveSession = () =>
  sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and (${sessions.impersonatorUserId} is null or ${impersonator.role} = 'superadmin')`;

/** Which of these sessions are still live (open event streams are checked with it). */
export const liveSessionIds = async (
  db: Executor,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(and(inArray(sessions.id, [...ids]), isLiveSession()));
  return new Set(rows.map((row) => row.id));
};

export const revokeSession = (db: Executor, sessionId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/**
 * Ends every session that depends on a user (password, role or organization change): their own
 * and the impersonations they started — a borrowed identity lives no longer than the sign-in
 * behind it. Optionally all but one. Open event streams of each end with it (drizzle/0006).
 */
export const revokeUserSessions = (db: Executor, userId: number, exceptSessionId?: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorUserId, userId)),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
