import { fullName, type Language } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { invitations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { translate } from '../../lib/translate.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../notifications/mailer.js';
import {
  markFailed,
  markSent,
  recordAttempt,
  storeInOutbox,
  type Attempt,
  type Log,
} from '../notifications/notification-record.js';

/** A week: a worker on a site may not read mail every day. */
const INVITATION_DAYS = 7;

type InvitedWorker = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
};

/** A worker's invitation as made: the token itself lives only until the mail is on its way. */
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

type InvitationMailDeps = { db: Database; mailer: Mailer | null; log: Log };

/**
 * The invitation: a fixed platform text (no admin-written words), in the language the inviting
 * admin's app shows, since the worker has not opened the app yet.
 */
const composeInvitation = (
  invitation: Invitation,
  context: { origin: string; language: Language; organization: string },
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
 * Sends each invitation, after the accounts are committed. Recorded like every message: without
 * a mail server the outbox holds it, link included, for an admin to pass on; with one, the
 * record keeps the text without the link (only the worker's mailbox holds it). Never throws: a
 * failed mail is marked failed and logged; the account stands and can be invited again.
 */
export const mailInvitations = async (
  deps: InvitationMailDeps,
  auth: AuthContext,
  made: readonly Invitation[],
  context: { origin: string; language: Language },
) => {
  const organizationId = auth.user.organizationId;
  if (organizationId === null) return;
  const organization = auth.user.organization?.name ?? '';
  for (const invitation of made) {
    const compose = (link: string) =>
      composeInvitation(invitation, { ...context, organization }, link);
    const attempt = (link: string): Attempt => ({
      organizationId,
      recipients: [invitation.worker.email],
      prompt: `invitation:${invitation.worker.id}`,
      message: compose(link),
      delivery: deps.mailer ? 'smtp' : 'outbox',
    });
    const link = invitationLink(context.origin, invitation.token);
    try {
      if (!deps.mailer) {
        await storeInOutbox(deps.db, auth, attempt(link), deps.log);
        continue;
      }
      const row = await recordAttempt(deps.db, auth, attempt('…'), deps.log);
      const mail = compose(link);
      try {
        // Counted in the organization's outbound quota (decision 0054).
        await deps.mailer.send(
          { to: [invitation.worker.email], subject: mail.subject, text: mail.body },
          { kind: 'invite', organizationId, senderUserId: auth.user.id },
        );
      } catch (error) {
        deps.log(error, `the invitation of user ${invitation.worker.id} could not be delivered`);
        await markFailed(deps.db, row, deps.log);
        continue;
      }
      await markSent(deps.db, auth, row, deps.log);
    } catch (error) {
      deps.log(error, `the invitation of user ${invitation.worker.id} was not sent`);
    }
  }
};
