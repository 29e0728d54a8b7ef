import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { digestDeliveries, notices, notifications } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { createNotices } from '../notices/index.js';
import { signalNotices } from '../notices/index.js';
import { dueTotals, type DigestContent } from './digest-content.js';
import type { DigestRecipient } from './digest-recipients.js';
import { writeDigest } from './write-digest.js';

export type DigestLog = (error: unknown, message: string) => void;

export type DigestDeps = {
  db: Database;
  /** SMTP when configured; without it the digest goes to the outbox (the notifications table). */
  mailer: Mailer | null;
  publicUrl: string | undefined;
  log: DigestLog;
};

export type DigestTurnFor = { organizationId: number; organizationName: string; day: string };

/**
 * `taken`: another run (a retried or doubled job, another server process) has it already;
 * `failed`: the mail server refused it, and it is free again for the job's retry.
 */
export type DigestOutcome = 'sent' | 'outbox' | 'taken' | 'failed';

/**
 * One recipient's digest for the day, at most once. Claiming the day (digest_deliveries' primary
 * key), the bell's notice and the record in the organization's sent messages commit together:
 * of two processes claiming at once, one inserts and the other finds it taken. Without SMTP the
 * record is the delivery (the outbox). With SMTP the mail goes out after the commit, with no
 * transaction open (decision 0012); refused, the claim and the notice are given back so the
 * job's retry sends it, and the record says `failed`. Only a crash between the commit and the
 * mail server's answer loses a digest: never twice, rather than maybe twice.
 */
export const deliverDigest = async (
  given: DigestDeps,
  turn: DigestTurnFor,
  recipient: DigestRecipient,
  content: DigestContent,
): Promise<DigestOutcome> => {
  // Item names are the organization's text: by mail only to a confirmed address (decision 0054);
  // an unconfirmed one keeps the bell's notice and the record in the outbox.
  const deps = recipient.emailConfirmed ? given : { ...given, mailer: null };
  const written = writeDigest(content, recipient, {
    organizationName: turn.organizationName,
    day: turn.day,
    publicUrl: deps.publicUrl,
  });
  const delivery = deps.mailer ? 'smtp' : 'outbox';
  const claimed = await deps.db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(digestDeliveries)
      .values({ userId: recipient.id, day: turn.day, organizationId: turn.organizationId })
      .onConflictDoNothing()
      .returning({ userId: digestDeliveries.userId });
    if (!claim) return undefined;
    const [noticeId] = await createNotices(tx, [recipient.id], {
      organizationId: turn.organizationId,
      kind: 'due_digest',
      values: dueTotals(content),
    });
    const [record] = await tx
      .insert(notifications)
      .values({
        organizationId: turn.organizationId,
        senderUserId: null,
        recipients: [recipient.email],
        subject: written.subject,
        body: written.text,
        prompt: '',
        writer: 'digest',
        delivery,
        status: deps.mailer ? 'sending' : 'sent',
      })
      .returning({ id: notifications.id });
    return { noticeId: noticeId!, recordId: record!.id };
  });
  if (!claimed) return 'taken';
  if (!deps.mailer) return 'outbox';

  try {
    await deps.mailer.send(
      { to: [recipient.email], subject: written.subject, text: written.text, html: written.html },
      { kind: 'digest', organizationId: turn.organizationId, senderUserId: null },
    );
  } catch (error) {
    deps.log(error, `the digest for user ${recipient.id} was refused by the mail server`);
    await deps.db
      .transaction(async (tx) => {
        await tx
          .delete(digestDeliveries)
          .where(
            and(eq(digestDeliveries.userId, recipient.id), eq(digestDeliveries.day, turn.day)),
          );
        await tx.delete(notices).where(eq(notices.id, claimed.noticeId));
        await signalNotices(tx, [recipient.id]);
        await tx
          .update(notifications)
          .set({ status: 'failed' })
          .where(eq(notifications.id, claimed.recordId));
      })
      .catch((releaseError: unknown) =>
        deps.log(releaseError, `the digest for user ${recipient.id} could not be given back`),
      );
    return 'failed';
  }
  // Delivered: a failure to note it must not send it again (the record stays "not confirmed").
  await deps.db
    .update(notifications)
    .set({ status: 'sent' })
    .where(eq(notifications.id, claimed.recordId))
    .catch((error: unknown) =>
      deps.log(error, `digest record ${claimed.recordId} was delivered but not marked sent`),
    );
  return 'sent';
};
