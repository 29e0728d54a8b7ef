import { fullName, type Language } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { invitations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { translate } from '../../lib/translate.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { recordQueued, storeInOutboxWithin, type Attempt } from '../../mail/notification-record.js';
import { queueMail } from '../../mail/queue-mail.js';

/** A week: a worker on a site may not read mail every day. */
const INVITATION_DAYS = 7;

type InvitedWorker = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
};

/** A worker's invitation as made: the token itself is kept only in the mail's text. */
export type Invitation = { worker: InvitedWorker; token: string };

/** The link the mail carries: `PUBLIC_URL` (or the request's origin) + the SPA's set-password route. */
const invitationLink = (origin: string, token: string) =>
  `${origin}/invitation?token=${encodeURIComponent(token)}`;

/**
 * Makes one single-use link per worker (decision 0059): only the token's SHA-256 is stored, with
 * the address the link goes to. In the caller's transaction, so the links exist exactly when
 * the accounts do.
 */
export const createInvitations = async (
  tx: Executor,
  workers: readonly InvitedWorker[],
): Promise<Invitation[]> => {
  if (workers.length === 0) return [];
  const made = workers.map((worker) => ({ worker, token: newToken() }));
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await tx.insert(invitations).values(
    made.map(({ worker, token }) => ({
      tokenHash: hashToken(token),
      userId: worker.id,
      email: worker.email,
      expiresAt,
    })),
  );
  return made;
};

/** What the mail needs from the request: the app's address, the admin's language, a mail server. */
export type InvitationMailContext = { origin: string; language: Language; smtp: boolean };

/**
 * The invitation: a fixed platform text (no admin-written words), in the language the inviting
 * admin's app shows, since the worker has not opened the app yet.
 */
const composeInvitation = (
  invitation: Invitation,
  context: { language: Language; organization: string },
  link: string,
) => {
  const values = {
    name: fullName(invitation.worker),
    organization: context.organization,
    username: invitation.worker.username,
    link,
    days: INVITATION_DAYS,
  };
  return {
    subject: translate(context.language, 'invitation.mailSubject', values),
    body: translate(context.language, 'invitation.mailBody', values),
    writer: 'template' as const,
  };
};

/**
 * Queues each invitation in the transaction that created the accounts (decision 0074): the
 * messages are on record and the mails in the outbox exactly when the accounts are, and the
 * outbox sends them after the commit, retrying a mail server's refusal. Without a mail server
 * the organization's outbox holds the message, link included, for an admin to pass on; with
 * one, the record keeps the text without the link, and the outbox row, whose text is cleared
 * once it settles, holds it until then (only the worker's mailbox keeps it). Answers how many
 * mails were queued: the caller nudges the outbox after its commit when any were.
 */
export const queueInvitations = async (
  tx: Executor,
  auth: AuthContext,
  made: readonly Invitation[],
  context: InvitationMailContext,
) => {
  const organizationId = auth.user.organizationId;
  if (organizationId === null) return 0;
  const organization = auth.user.organization?.name ?? '';
  const attemptFor = (invitation: Invitation, link: string): Attempt => ({
    organizationId,
    recipients: [invitation.worker.email],
    prompt: `invitation:${invitation.worker.id}`,
    message: composeInvitation(invitation, { ...context, organization }, link),
    delivery: context.smtp ? 'smtp' : 'outbox',
  });
  const linkOf = (invitation: Invitation) => invitationLink(context.origin, invitation.token);
  if (!context.smtp) {
    await storeInOutboxWithin(
      tx,
      auth,
      made.map((invitation) => attemptFor(invitation, linkOf(invitation))),
    );
    return 0;
  }
  const records = await recordQueued(
    tx,
    auth,
    made.map((invitation) => attemptFor(invitation, '…')),
  );
  // Counted in the organization's outbound quota when the outbox sends it (decision 0054).
  await queueMail(
    tx,
    made.map((invitation, index) => {
      const mail = attemptFor(invitation, linkOf(invitation)).message;
      return {
        kind: 'invite',
        organizationId,
        senderUserId: auth.user.id,
        notificationId: records[index]!.id,
        recipients: [invitation.worker.email],
        subject: mail.subject,
        body: mail.body,
      };
    }),
  );
  return made.length;
};
