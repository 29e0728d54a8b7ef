import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AcceptInvitationInput, AuthResponse } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { invitations, users } from '../../db/schema.js';
import { invalidField, rateLimited } from '../../lib/domain-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { clientAddressKey, hitWindow, secondsUntil } from '../../data/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import { emailMatches, findPublicUserById } from '../../data/public-user.js';
import { createSession, revokeUserSessions, type SessionContext } from '../../sessions/sessions.js';

/**
 * Tries one client address gets per hour. A token is 256 random bits, so guessing is hopeless
 * anyway; the limit keeps a script from making the server hash passwords all day.
 */
export const INVITATION_TRIES_PER_HOUR = 30;

const refused = (key: string) => invalidField('token', key);

/** Why a token that set no password was refused: never made, used already, or too old. */
const refusal = async (db: Database, tokenHash: string) => {
  const [link] = await db
    .select({
      usedAt: invitations.usedAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  if (link?.usedAt) return refused('errors.invitationLinkUsed');
  if (link?.expired) return refused('errors.invitationLinkExpired');
  return refused('errors.invitationLinkInvalid');
};

/**
 * POST /api/auth/invitation (public: the token is the proof; decision 0059). One statement takes
 * the link, so two clicks cannot both use it; the password is set only while the account's
 * address is still the one the link went to, and that proves the address (emailVerifiedAt).
 * Every other open link of the account stops working, and the worker is signed in.
 */
export const acceptInvitation = async (
  deps: { db: Database; sessionTtlHours: number },
  input: AcceptInvitationInput,
  context: SessionContext & { ip: string },
): Promise<AuthResponse> => {
  const { db } = deps;
  const window = await hitWindow(db, `invitation:client:${clientAddressKey(context.ip)}`, 3600);
  if (window.count > INVITATION_TRIES_PER_HOUR)
    throw rateLimited('errors.tooManyRequests', secondsUntil(window.resetAt));

  const tokenHash = hashToken(input.token);
  // argon2 before the transaction: no connection is held while it works.
  const passwordHash = await hashPassword(input.password);
  const accepted = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(invitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(invitations.tokenHash, tokenHash),
          isNull(invitations.usedAt),
          sql`${invitations.expiresAt} > now()`,
        ),
      )
      .returning({ userId: invitations.userId, email: invitations.email });
    if (!link) return undefined;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(users.id, link.userId), emailMatches(link.email)))
      .returning({ id: users.id });
    // The address changed since the link was sent: whoever reads the old mailbox is not the
    // worker any more (throwing leaves the link unused).
    if (!user) throw refused('errors.invitationLinkInvalid');
    await tx
      .update(invitations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(invitations.userId, user.id), isNull(invitations.usedAt)));
    // A new password: whatever session the account had ends, as on any password change.
    await revokeUserSessions(tx, user.id);
    const { token } = await createSession(tx, {
      userId: user.id,
      ttlHours: deps.sessionTtlHours,
      ...context,
    });
    return { token, user: (await findPublicUserById(tx, user.id))! };
  });
  if (!accepted) throw await refusal(db, tokenHash);
  return accepted;
};
