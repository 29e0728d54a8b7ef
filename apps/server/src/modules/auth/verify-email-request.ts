import { fullName, type Language } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { emailVerifications } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, rateLimited } from '../../lib/domain-errors.js';
import { translate } from '../../lib/translate.js';
import { hitWindow, secondsUntil } from '../../data/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mailer.js';

export const VERIFICATION_LINK_HOURS = 24;
/** Links one user may ask for per hour: enough for a lost mail, too few to flood a mailbox. */
export const VERIFICATION_REQUESTS_PER_HOUR = 5;

export type VerificationRequestDeps = { db: Database; mailer: Mailer | null };

/** The link the mail carries: `PUBLIC_URL` (or the request's origin) + the SPA's verification route. */
export const verificationLink = (origin: string, token: string) =>
  `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * POST /api/auth/verify-email/request: mails the caller a single-use link to their own address.
 * Only the token's hash is stored, with the address it was sent to, so a link proves that
 * address and no other (decision 0012). No transaction is open while the mail goes out.
 */
export const requestEmailVerification = async (
  deps: VerificationRequestDeps,
  auth: AuthContext,
  context: { origin: string; language: Language },
) => {
  // Without a mail server nothing leaves the machine: there is nothing to unlock.
  if (!deps.mailer) throw conflict('errors.verificationNotNeeded');
  if (auth.user.emailVerified) throw conflict('errors.emailAlreadyVerified');
  const window = await hitWindow(deps.db, `verify-email:user:${auth.user.id}`, 3600);
  if (window.count > VERIFICATION_REQUESTS_PER_HOUR) {
    throw rateLimited('errors.verificationLimit', secondsUntil(window.resetAt));
  }

  const token = newToken();
  await deps.db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: auth.user.id,
    email: auth.user.email,
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 3_600_000),
  });
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(context.language, key, values);
  await deps.mailer.send(
    {
      to: [auth.user.email],
      subject: t('emailVerification.mailSubject'),
      text: t('emailVerification.mailBody', {
        name: fullName(auth.user),
        link: verificationLink(context.origin, token),
        hours: VERIFICATION_LINK_HOURS,
      }),
    },
    {
      kind: 'verification',
      organizationId: auth.user.organizationId,
      senderUserId: auth.user.id,
    },
  );
  return { email: auth.user.email };
};
