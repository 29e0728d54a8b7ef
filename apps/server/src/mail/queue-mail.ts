import type { OutboundMailKind } from '@toolyard/shared';
import type { Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

/** An e-mail to send once the change that asks for it is committed (decision 0074). */
export type QueuedMail = {
  kind: OutboundMailKind;
  organizationId: number | null;
  senderUserId: number | null;
  /** The organization's record of the message, marked sent or failed when the mail settles. */
  notificationId: number | null;
  recipients: string[];
  subject: string;
  body: string;
};

/**
 * Puts mails in the outbox in the caller's transaction: they exist exactly when the change does,
 * and no process dying after the commit can lose them. The caller nudges the outbox after its
 * commit (`MailOutbox.nudge`); without the nudge the next round, seconds later, sends them.
 */
export const queueMail = async (tx: Executor, mails: readonly QueuedMail[]) => {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values([...mails]);
};
