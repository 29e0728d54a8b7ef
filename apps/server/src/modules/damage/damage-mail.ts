import { and, eq, ne, sql } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { translate } from '../../lib/translate.js';
import type { Mailer } from '../notifications/mailer.js';
import {
  markFailed,
  markSent,
  recordAttempt,
  storeInOutbox,
  type Attempt,
  type Log,
} from '../notifications/notification-record.js';
import type { FiledDamage } from './file-damage.js';

type DamageMailDeps = { db: Database; mailer: Mailer | null; log: Log };

const SUBJECT_MAX = 200;

/** The mail in one language: the admin's own, as the app last showed it to them. */
const composeDamageMail = (filed: FiledDamage, language: Language, link: string) => {
  const values = { item: filed.itemTitle, reporter: filed.reporter, photos: filed.photos, link };
  return {
    subject: translate(language, 'damageMail.subject', values).slice(0, SUBJECT_MAX),
    body: [
      translate(language, 'damageMail.body', values),
      '',
      filed.description,
      '',
      translate(language, 'damageMail.photos', values),
      translate(language, 'damageMail.open', values),
    ].join('\n'),
    writer: 'template' as const,
  };
};

/** One message, recorded like every message (the outbox without a mail server); never throws. */
const sendOne = async (
  deps: DamageMailDeps,
  auth: AuthContext,
  filed: FiledDamage,
  attempt: Attempt,
) => {
  if (!deps.mailer) {
    await storeInOutbox(deps.db, auth, attempt, deps.log);
    return;
  }
  const row = await recordAttempt(deps.db, auth, attempt, deps.log);
  try {
    await deps.mailer.send(
      { to: attempt.recipients, subject: attempt.message.subject, text: attempt.message.body },
      { kind: 'damage', organizationId: attempt.organizationId, senderUserId: auth.user.id },
    );
  } catch (error) {
    deps.log(error, `the damage mail of report ${filed.id} could not be delivered`);
    await markFailed(deps.db, row, deps.log);
    return;
  }
  await markSent(deps.db, auth, row, deps.log);
};

/**
 * Tells the organization's admins (not the reporter) by e-mail, each in their own language: one
 * message per language. Runs after the report is committed and never throws: a failure is logged
 * and the message marked failed, the report stands.
 */
export const mailDamage = async (
  deps: DamageMailDeps,
  auth: AuthContext,
  filed: FiledDamage,
  context: { origin: string },
) => {
  try {
    const admins = await deps.db
      .select({
        email: users.email,
        language: users.language,
        confirmed: sql<boolean>`${users.emailVerifiedAt} is not null`,
      })
      .from(users)
      .where(
        and(
          eq(users.organizationId, filed.organizationId),
          eq(users.role, 'org_admin'),
          ne(users.id, auth.user.id),
        ),
      );
    // The description is the reporter's text: by mail only to admins whose address is
    // confirmed (decision 0054); the others find it in the organization's outbox.
    const groups = new Map<string, { language: Language; mailed: boolean; recipients: string[] }>();
    for (const admin of admins) {
      const language = isLanguage(admin.language) ? admin.language : FALLBACK_LANGUAGE;
      const mailed = deps.mailer !== null && admin.confirmed;
      const key = `${language}:${mailed}`;
      const group = groups.get(key) ?? { language, mailed, recipients: [] };
      groups.set(key, { ...group, recipients: [...group.recipients, admin.email] });
    }
    const path = filed.kind === 'tool' ? 'tools' : 'vehicles';
    const link = `${context.origin}/${path}/${filed.itemId}#damage`;
    for (const { language, mailed, recipients } of groups.values()) {
      await sendOne(mailed ? deps : { ...deps, mailer: null }, auth, filed, {
        organizationId: filed.organizationId,
        recipients,
        // What asked for the message: no person's prompt, the report it tells of.
        prompt: `damage_reported:${filed.id}`,
        message: composeDamageMail(filed, language, link),
        delivery: mailed ? 'smtp' : 'outbox',
      });
    }
  } catch (error) {
    deps.log(error, `the damage mail of report ${filed.id} was not sent`);
  }
};
