import { and, eq, ne, sql } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { translate } from '../../lib/translate.js';
import { recordQueued, storeInOutboxWithin, type Attempt } from '../../mail/notification-record.js';
import { queueMail } from '../../mail/queue-mail.js';
import type { DamagedItem } from './damaged-item.js';

/** A report just written, with what the e-mail to the admins says of it. */
export type FiledDamage = {
  id: number;
  organizationId: number;
  kind: DamagedItem['kind'];
  itemId: number;
  itemTitle: string;
  reporter: string;
  description: string;
  photos: number;
};

/** What the mail needs from the request: the app's address, and whether a mail server is set. */
export type DamageMailContext = { origin: string; smtp: boolean };

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

/** The organization's admins but the reporter, grouped by language and by who gets mail. */
const adminGroups = async (tx: Executor, auth: AuthContext, filed: FiledDamage, smtp: boolean) => {
  const admins = await tx
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
    const mailed = smtp && admin.confirmed;
    const key = `${language}:${mailed}`;
    const group = groups.get(key) ?? { language, mailed, recipients: [] };
    groups.set(key, { ...group, recipients: [...group.recipients, admin.email] });
  }
  return [...groups.values()];
};

/**
 * Tells the organization's admins (not the reporter) by e-mail, each in their own language: one
 * message per language. In the report's transaction (decision 0074): the messages are on record
 * and the mails in the outbox exactly when the report is; the outbox sends them after the commit,
 * and a mail server's failure is retried there, never undoing the report.
 */
export const queueDamageMail = async (
  tx: Executor,
  auth: AuthContext,
  filed: FiledDamage,
  context: DamageMailContext,
) => {
  const path = filed.kind === 'tool' ? 'tools' : 'vehicles';
  const link = `${context.origin}/${path}/${filed.itemId}#damage`;
  const groups = await adminGroups(tx, auth, filed, context.smtp);
  const attemptFor = (group: (typeof groups)[number]): Attempt => ({
    organizationId: filed.organizationId,
    recipients: group.recipients,
    // What asked for the message: no person's prompt, the report it tells of.
    prompt: `damage_reported:${filed.id}`,
    message: composeDamageMail(filed, group.language, link),
    delivery: group.mailed ? 'smtp' : 'outbox',
  });
  await storeInOutboxWithin(tx, auth, groups.filter((group) => !group.mailed).map(attemptFor));
  const mailed = groups.filter((group) => group.mailed).map(attemptFor);
  const records = await recordQueued(tx, auth, mailed);
  await queueMail(
    tx,
    mailed.map((attempt, index) => ({
      kind: 'damage',
      organizationId: filed.organizationId,
      senderUserId: auth.user.id,
      notificationId: records[index]!.id,
      recipients: attempt.recipients,
      subject: attempt.message.subject,
      body: attempt.message.body,
    })),
  );
};
