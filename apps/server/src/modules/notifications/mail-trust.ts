import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RecipientReach } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/domain-errors.js';
import type { Mailer } from './mailer.js';

/**
 * Whom the organization may write to (decision 0012). Anyone signing up could otherwise use our
 * mail server as a relay under the platform's sender, so outside addresses need a trusted
 * organization: one of its org admins has proved their address by a link. Without SMTP nothing
 * leaves the machine, and the platform's own operator (a superadmin, also behind an
 * impersonation) is trusted by definition.
 */
export const recipientReach = async (
  db: Executor,
  auth: AuthContext,
  mailer: Mailer | null,
  organizationId: number | undefined,
): Promise<RecipientReach> => {
  if (!mailer) return 'any';
  if (auth.user.role === 'superadmin' || auth.impersonatorUserId !== null) return 'any';
  if (organizationId === undefined) return 'members';
  const [verifiedAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'org_admin'),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return verifiedAdmin ? 'any' : 'members';
};

/** The recipients that are not the address of a member of the organization (case-insensitive). */
const outsiders = async (db: Executor, organizationId: number, recipients: string[]) => {
  const lowered = [...new Set(recipients.map((recipient) => recipient.toLowerCase()))];
  const members = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), inArray(sql`lower(${users.email})`, lowered)),
    );
  const known = new Set(members.map((member) => member.email));
  return recipients.filter((recipient) => !known.has(recipient.toLowerCase()));
};

/** Refuses outside recipients (403, naming them and what to do) while the organization is not trusted. */
export const assertRecipientsAllowed = async (
  db: Executor,
  auth: AuthContext,
  mailer: Mailer | null,
  organizationId: number,
  recipients: string[],
) => {
  if ((await recipientReach(db, auth, mailer, organizationId)) === 'any') return;
  const refused = await outsiders(db, organizationId, recipients);
  if (refused.length === 0) return;
  throw forbidden('errors.recipientsMembersOnly', {
    values: { recipients: refused.join(', ') },
    fieldErrors: { recipients: 'errors.recipientsMembersOnlyField' },
  });
};
