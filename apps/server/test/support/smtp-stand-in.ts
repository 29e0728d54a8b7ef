import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Delivered = { from: string; to: string[]; data: string; text: string };

/** The message as a reader sees it: quoted-printable soft breaks joined, escapes decoded. */
const decodeQuotedPrintable = (data: string) =>
  Buffer.from(
    data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * One part of a multipart message ('text/plain', 'text/html'), decoded as a mail program shows it
 * (quoted-printable or base64); undefined when the message has no such part.
 */
export const mailPart = (message: Delivered, type: string) => {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(message.data)?.[1];
  if (!boundary) return undefined;
  for (const part of message.data.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!new RegExp(`content-type:\\s*${type}`, 'i').test(headers)) continue;
    const body = part.slice(split).trim();
    return /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(body, 'base64').toString('utf8')
      : decodeQuotedPrintable(body);
  }
  return undefined;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (or refuses everything).
 * `onMessage` runs while the client waits for the answer: what the database holds at that
 * moment is what it held while the mail was being delivered.
 */
export const startSmtp = async (
  options: { refuse?: boolean; onMessage?: () => Promise<void> } = {},
) => {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      stream.on('end', () => {
        void (async () => {
          try {
            await options.onMessage?.();
          } catch (error) {
            return callback(error as Error);
          }
          if (options.refuse) return callback(new Error('mailbox unavailable'));
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
            text: decodeQuotedPrintable(data),
          });
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtp>>;
