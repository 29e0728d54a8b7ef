import { FALLBACK_LANGUAGE, isLanguage, fullName } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { emailVerifications } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { hitWindow } from '../../data/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { translate } from '../../lib/translate.js';
import { VERIFICATION_LINK_HOURS, verificationLink } from '../auth/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UnconfirmedMember } from './mail-trust.js';
import type { Log } from '../../mail/notification-record.js';

/**
 * Requests to confirm an address one organization may send a day (decision 0054): enough for a
 * crew, too few for a mailing list. Each address is asked at most once a day besides.
 */
const CONFIRMATIONS_PER_ORGANIZATION_DAY = 100;
const DAY_SECONDS = 86_400;
const NAME_SHOWN_MAX = 40;

/**
 * A name an admin typed, fit for our own fixed text: letters, digits, spaces and `'&-` only, so
 * it can carry no address, link, domain or line break ("evil.com/login" becomes "evil com login"),
 * and at most 40 characters.
 */
export const neutralName = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}'&-]+/gu, ' ')
    .trim()
    .slice(0, NAME_SHOWN_MAX)
    .trim() || '-';

type ConfirmationDeps = { db: Database; mailer: Mailer; log: Log };

/** Whether this address may be asked again today, and the organization has budget left. */
const mayAsk = async (db: Database, organizationId: number, email: string) => {
  const address = await hitWindow(db, `confirm-address:${email.toLowerCase()}`, DAY_SECONDS);
  if (address.count > 1) return false;
  const budget = await hitWindow(db, `confirm-organization:${organizationId}`, DAY_SECONDS);
  return budget.count <= CONFIRMATIONS_PER_ORGANIZATION_DAY;
};

/**
 * Mails each member a link that confirms their address (the verification link of decision 0012,
 * for their own record). The mail is our fixed text: it names the organization and the admin
 * asking, both neutralised, and carries nothing else an admin wrote — so it cannot carry a
 * message. Never throws: a member not asked now is asked on a later attempt.
 */
export const askToConfirm = async (
  deps: ConfirmationDeps,
  auth: AuthContext,
  organization: { id: number; name: string },
  members: UnconfirmedMember[],
  origin: string,
) => {
  const send = async (member: UnconfirmedMember) => {
    if (!(await mayAsk(deps.db, organization.id, member.email))) return;
    const token = newToken();
    await deps.db.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: member.id,
      email: member.email,
      expiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 3_600_000),
    });
    const language = isLanguage(member.language) ? member.language : FALLBACK_LANGUAGE;
    const values = {
      admin: neutralName(fullName(auth.user)),
      organization: neutralName(organization.name),
      link: verificationLink(origin, token),
      hours: VERIFICATION_LINK_HOURS,
    };
    await deps.mailer.send(
      {
        to: [member.email],
        subject: translate(language, 'confirmationMail.subject'),
        text: translate(language, 'confirmationMail.body', values),
      },
      { kind: 'confirmation', organizationId: organization.id, senderUserId: auth.user.id },
    );
  };
  const outcomes = await Promise.allSettled(members.map(send));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected')
      deps.log(outcome.reason, 'a request to confirm an address was not sent');
  }
};
