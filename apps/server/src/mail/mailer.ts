import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { rateLimited, upstreamFailed } from '../lib/domain-errors.js';
import {
  reserveOutbound,
  settleOutbound,
  type OutboundSender,
  type OutboundTicket,
} from './outbound-ledger.js';
import type { Log } from './notification-record.js';

/** A mail's plain text, and an HTML alternative when it has links to show (the daily digest). */
export type Mail = { to: string[]; subject: string; text: string; html?: string };

const DEFAULT_FROM = 'Toolyard <no-reply@toolyard.localhost>';

type MailerDeps = {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailQuota'>;
  db: Database;
  log: Log;
};

/**
 * SMTP when SMTP_URL is set; otherwise null, and messages go to the outbox in the database.
 * Every mail leaves through here, and only after it took its place in the organization's and the
 * platform's quota (decision 0054): over it, a 429 with Retry-After, and the refusal on record.
 */
export const createMailer = ({ config, db, log }: MailerDeps) => {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl, {
    from: config.mailFrom ?? DEFAULT_FROM,
  });

  /** A place in the quota for `recipientCount` recipients, or the 429 that says when. */
  const reserve = async (sender: OutboundSender, recipientCount: number) => {
    const reserved = await reserveOutbound(db, config.mailQuota, sender, recipientCount);
    if ('id' in reserved) return reserved;
    const platform = reserved.reason.startsWith('platform');
    throw rateLimited(
      platform ? 'errors.mailQuotaPlatform' : 'errors.mailQuotaOrganization',
      reserved.retryAfterSeconds,
    );
  };

  /** Hands a reserved mail to the server and notes its answer (no transaction is open). */
  const deliver = async (ticket: OutboundTicket, mail: Mail) => {
    try {
      // Nodemailer encodes headers, and recipients were validated as addresses. With an HTML part
      // the mail is multipart/alternative: the plain text stays for programs that show no HTML.
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
      });
    } catch {
      await settleOutbound(db, ticket, 'failed', log);
      throw upstreamFailed('errors.mailFailed');
    }
    await settleOutbound(db, ticket, 'sent', log);
  };

  return {
    reserve,
    deliver,
    send: async (mail: Mail, sender: OutboundSender) =>
      deliver(await reserve(sender, mail.to.length), mail),
    /** Gives a reserved place back unused: the mail was never handed to the server. */
    release: (ticket: OutboundTicket) => settleOutbound(db, ticket, 'failed', log),
  };
};

export type Mailer = NonNullable<ReturnType<typeof createMailer>>;
