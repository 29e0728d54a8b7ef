import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { upstreamFailed } from '../../lib/domain-errors.js';

export type Mail = { to: string[]; subject: string; text: string };

const DEFAULT_FROM = 'Toolyard <no-reply@toolyard.localhost>';

/** SMTP when SMTP_URL is set; otherwise null, and messages go to the outbox in the database. */
export const createMailer = (config: Pick<Config, 'smtpUrl' | 'mailFrom'>) => {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl, {
    from: config.mailFrom ?? DEFAULT_FROM,
  });
  return {
    send: async (mail: Mail) => {
      try {
        // Plain text only; nodemailer encodes headers, and recipients were validated as addresses.
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      } catch {
        throw upstreamFailed('errors.mailFailed');
      }
    },
  };
};

export type Mailer = NonNullable<ReturnType<typeof createMailer>>;
