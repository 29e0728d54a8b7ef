import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OutboundRefusal, RecipientReach } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden, type DomainError } from '../../lib/domain-errors.js';
import type { Mailer } from '../../mail/mailer.js';

/**
 * Whom an organization may write to (decision 0054, superseding 0012's trust): a member whose
 * address is confirmed — its owner opened a link we mailed there (users.email_verified_at). An
 * admin can type any address into a worker's record, and verifying their own mailbox proves
 * nothing about anyone else's, so neither opens mail to other addresses. Without SMTP nothing
 * leaves the machine, and the platform's own operator (a superadmin, also behind an
 * impersonation) may write to anyone.
 */
export const recipientReach = (auth: AuthContext, mailer: Mailer | null): RecipientReach =>
  !mailer || auth.user.role === 'superadmin' || auth.impersonatorUserId !== null
    ? 'any'
    : 'confirmed';

/** A member named as a recipient whose address nobody has confirmed yet. */
export type UnconfirmedMember = { id: number; email: string; language: string | null };

/** The organization's members among `recipients` (case-insensitive), confirmed or not. */
const membersAmong = async (db: Executor, organizationId: number, recipients: string[]) => {
  const lowered = [...new Set(recipients.map((recipient) => recipient.toLowerCase()))];
  return db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      confirmed: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), inArray(sql`lower(${users.email})`, lowered)),
    );
};

export type RecipientRefusal = {
  reason: Extract<OutboundRefusal, 'recipients_outside' | 'recipients_unconfirmed'>;
  error: DomainError;
  /** The members to ask to confirm their address (none when an outsider was named). */
  unconfirmed: UnconfirmedMember[];
};

/**
 * Why these recipients may not be written to, or undefined when they may: an address that is no
 * member's is refused first (naming them), then members who have not confirmed theirs (naming
 * them; `sending` says the mail that asks them to confirm goes out with this refusal).
 */
export const recipientRefusal = async (
  db: Executor,
  auth: AuthContext,
  mailer: Mailer | null,
  organizationId: number,
  recipients: string[],
  sending: boolean,
): Promise<RecipientRefusal | undefined> => {
  if (recipientReach(auth, mailer) === 'any') return undefined;
  const members = await membersAmong(db, organizationId, recipients);
  const byAddress = new Map(members.map((member) => [member.email.toLowerCase(), member]));
  const outsiders = recipients.filter((recipient) => !byAddress.has(recipient.toLowerCase()));
  if (outsiders.length > 0) {
    return {
      reason: 'recipients_outside',
      unconfirmed: [],
      error: forbidden('errors.recipientsOutside', {
        values: { recipients: outsiders.join(', ') },
        fieldErrors: { recipients: 'errors.recipientsOutsideField' },
      }),
    };
  }
  const unconfirmed = members.filter((member) => !member.confirmed);
  if (unconfirmed.length === 0) return undefined;
  return {
    reason: 'recipients_unconfirmed',
    unconfirmed: unconfirmed.map(({ id, email, language }) => ({ id, email, language })),
    error: forbidden(
      sending ? 'errors.recipientsUnconfirmed' : 'errors.recipientsUnconfirmedPreview',
      {
        values: { recipients: unconfirmed.map((member) => member.email).join(', ') },
        fieldErrors: { recipients: 'errors.recipientsUnconfirmedField' },
      },
    ),
  };
};
