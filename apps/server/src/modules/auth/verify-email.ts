import { and, eq, isNull, sql } from 'drizzle-orm';
import { fullName } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema.js';
import { invalidField } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { hashToken } from '../../lib/tokens.js';
import { emailMatches, findPublicUserById } from '../../data/public-user.js';

const refused = (key: string) => invalidField('token', key);

/** Why a token that did not verify anything was refused: never used, used already, or too old. */
const refusal = async (db: Database, tokenHash: string) => {
  const [link] = await db
    .select({
      usedAt: emailVerifications.usedAt,
      expired: sql<boolean>`${emailVerifications.expiresAt} <= now()`,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash));
  if (link?.usedAt) return refused('errors.verificationLinkUsed');
  if (link?.expired) return refused('errors.verificationLinkExpired');
  return refused('errors.verificationLinkInvalid');
};

/**
 * POST /api/auth/verify-email (public: the token is the proof). One statement takes the link,
 * so two clicks cannot both use it; the user is verified only while their address is still the
 * one the link was sent to. Unknown, used and expired links answer 400, saying which.
 */
export const verifyEmail = async (db: Database, token: string) => {
  const tokenHash = hashToken(token);
  const verified = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          sql`${emailVerifications.expiresAt} > now()`,
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return undefined;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, link.userId), emailMatches(link.email)))
      .returning({ id: users.id });
    // The address changed since the link was sent: it proves nothing about the new one (and
    // throwing leaves the link unused, so the answer does not claim it was used).
    if (!user) throw refused('errors.verificationLinkInvalid');
    const verifiedUser = (await findPublicUserById(tx, user.id))!;
    await recordActivity(tx, null, {
      organizationId: verifiedUser.organizationId,
      type: 'user',
      action: 'email_verified',
      title: fullName(verifiedUser),
      details: verifiedUser.email,
      entityType: 'user',
      entityId: verifiedUser.id,
    });
    return verifiedUser;
  });
  if (!verified) throw await refusal(db, tokenHash);
  return { email: verified.email };
};
