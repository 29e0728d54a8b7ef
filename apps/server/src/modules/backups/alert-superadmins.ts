import { eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import type { Mailer } from '../../mail/mailer.js';
import { createNotices } from '../notices/index.js';

export type BackupFailure = { kind: 'backup' | 'restore-test'; at: Date; error: string };

const SUBJECT_KEY = {
  backup: 'backupAlert.subject',
  'restore-test': 'backupAlert.restoreTestSubject',
};
const BODY_KEY = {
  backup: 'backupAlert.backupFailed',
  'restore-test': 'backupAlert.restoreTestFailed',
};
const NOTICE_KIND = { backup: 'backup_failed', 'restore-test': 'restore_test_failed' } as const;

/**
 * A failed backup or restore test tells every superadmin (decision 0065): a notice on their bell,
 * and an e-mail to each with an address, in the language the app last showed them. Without
 * SMTP_URL there is only the bell (and the log's error, /api/ready and /metrics). Nothing here
 * throws: a notice or mail that cannot be made is logged, and the backup's own retry goes on.
 */
export const alertSuperadmins = async (
  deps: { db: Database; mailer: Mailer | null; log: (error: unknown, message: string) => void },
  failure: BackupFailure,
) => {
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .catch((error: unknown) => {
      // The database that could not be backed up may be the one not answering.
      deps.log(error, 'backups: the superadmins could not be read to alert them');
      return [];
    });
  const noticed = await deps.db
    .transaction((tx) =>
      createNotices(
        tx,
        recipients.map((recipient) => recipient.id),
        { organizationId: null, kind: NOTICE_KIND[failure.kind] },
      ),
    )
    .catch((error: unknown) => {
      deps.log(error, "backups: the superadmins' notices could not be made");
      return [];
    });
  let mailed = 0;
  const { mailer } = deps;
  if (!mailer) return { noticed: noticed.length, mailed };
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const language = isLanguage(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
    const at = failure.at.toISOString().slice(0, 16).replace('T', ' ');
    try {
      await mailer.send(
        {
          to: [recipient.email],
          subject: translate(language, SUBJECT_KEY[failure.kind]),
          text: translate(language, BODY_KEY[failure.kind], { at, error: failure.error }),
        },
        { kind: 'backupAlert', organizationId: null, senderUserId: null },
      );
      mailed += 1;
    } catch (error) {
      deps.log(error, 'backups: the alert to a superadmin could not be sent');
    }
  }
  return { noticed: noticed.length, mailed };
};
