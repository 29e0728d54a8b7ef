import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { createMailer } from '../notifications/mailer.js';
import type { Log } from '../notifications/notification-record.js';
import { mailDamage } from './damage-mail.js';
import type { FiledDamage } from './file-damage.js';

/**
 * Mails a committed damage report to the admins without holding up the answer (a slow mail server
 * must not keep a worker on the return dialog). `settled` waits for the mails still on their way
 * (the server's close).
 */
export const createDamageAnnouncer = (deps: { db: Database; config: Config; log: Log }) => {
  const mailer = createMailer(deps);
  const pending = new Set<Promise<void>>();
  return {
    announce: (auth: AuthContext, filed: FiledDamage | null, context: { origin: string }) => {
      if (!filed) return;
      const sending = mailDamage({ db: deps.db, mailer, log: deps.log }, auth, filed, context);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
};
