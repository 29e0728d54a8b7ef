import { and, eq, isNotNull } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import type { Mailer } from '../notifications/mailer.js';

export type BackupFailure = { kind: 'backup' | 'restore-test'; at: Date; error: string };

const SUBJECT_KEY = {
  backup: 'backupAlert.subject',
  'restore-test': 'backupAlert.restoreTestSubject',
};
const BODY_KEY = {
  backup: 'backupAlert.backupFailed',
  'restore-test': 'backupAlert.restoreTestFailed',
};

/**
 * A failed backup or restore test, by e-mail to every superadmin with an address, each in the
 * language the app last showed them (decision 0065). Without SMTP_URL there is no mail: the log's
 * error, /api/ready and /metrics carry the news. A mail that cannot be sent is logged, never
 * thrown: the backup's own retry goes on.
 */
export const alertSuperadmins = async (
  deps: { db: Database; mailer: Mailer | null; log: (error: unknown, message: string) => void },
  failure: BackupFailure,
) => {
  if (!deps.mailer) return 0;
  const recipients = await deps.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), isNotNull(users.email)));
  let sent = 0;
  for (const recipient of recipients) {
    const language = isLanguage(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
    const at = failure.at.toISOString().slice(0, 16).replace('T', ' ');
    try {
      await deps.mailer.send(
        {
          to: [recipient.email!],
          subject: translate(language, SUBJECT_KEY[failure.kind]),
          text: translate(language, BODY_KEY[failure.kind], { at, error: failure.error }),
        },
        { kind: 'backupAlert', organizationId: null, senderUserId: null },
      );
      sent += 1;
    } catch (error) {
      deps.log(error, 'backups: the alert to a superadmin could not be sent');
    }
  }
  return sent;
};
