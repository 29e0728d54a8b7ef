import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

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

/** A live session: not revoked, not expired. Unknown, revoked and expired all look the same. */
export const findLiveSession = async (db: Executor, token: string) => {
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return session;
};

export const revokeSession = (db: Executor, sessionId: number) =>
  db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends every session of a user (password change, role change, deletion), optionally but one. */
export const revokeUserSessions = (db: Executor, userId: number, exceptSessionId?: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
