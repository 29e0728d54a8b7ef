import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { aiNotifyDraftSchema, aiNotifySchema, ComposedMessage, Language } from '@toolyard/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notifications, organizations, users } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { tenantScope } from '../../http/tenant.js';
import { recordActivity } from '../../lib/activity.js';
import { hitWindow, secondsUntil } from '../../lib/rate-limit.js';
import type { Mailer } from './mailer.js';
import { writeWithModel } from './model-writer.js';
import { writeWithTemplate } from './template-writer.js';

type Draft = z.output<typeof aiNotifyDraftSchema>;
type Send = z.output<typeof aiNotifySchema>;
export type NotificationDeps = { db: Database; config: Config; mailer: Mailer | null };

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'German',
  tr: 'Turkish',
  sq: 'Albanian',
  'bs-hr-sr': 'Bosnian/Croatian/Serbian (Latin script)',
};

/** The organization a message speaks for: an org admin's own; the one a superadmin names. */
const sendingOrganization = async (db: Database, auth: AuthContext, requested: number | undefined) => {
  const scope = tenantScope(auth);
  const id = scope.kind === 'organization' ? scope.organizationId : scope.kind === 'all' ? requested : undefined;
  if (id === undefined) throw badRequest('validation.organizationRequired', { organizationId: 'validation.organizationRequired' });
  const [organization] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  if (!organization) throw badRequest('validation.referenceInvalid', { organizationId: 'validation.referenceInvalid' });
  return organization;
};

export const writerInUse = (config: Config): 'model' | 'template' => (config.llm ? 'model' : 'template');
export const deliveryInUse = (mailer: Mailer | null): 'smtp' | 'outbox' => (mailer ? 'smtp' : 'outbox');

export const composeNotification = async (deps: NotificationDeps, auth: AuthContext, draft: Draft, language: Language): Promise<ComposedMessage> => {
  const organization = await sendingOrganization(deps.db, auth, draft.organizationId);
  const input = { organizationName: organization.name, prompt: draft.prompt };
  if (deps.config.llm) {
    return { ...(await writeWithModel(deps.config.llm, { ...input, languageName: LANGUAGE_NAMES[language] })), writer: 'model' };
  }
  return { ...writeWithTemplate({ ...input, language }), writer: 'template' };
};

/**
 * Writes (or takes the previewed message), delivers, then records. The record is written only
 * after delivery succeeded, so a failure of the model or the mail server leaves nothing behind.
 */
export const sendNotification = async (deps: NotificationDeps, auth: AuthContext, input: Send, language: Language) => {
  const organization = await sendingOrganization(deps.db, auth, input.organizationId);
  const window = await hitWindow(deps.db, `notify:organization:${organization.id}`, 3600);
  if (window.count > deps.config.notificationsPerHour) {
    throw tooManyRequests('errors.notificationLimit', secondsUntil(window.resetAt));
  }
  const message: ComposedMessage = input.message
    ? { ...input.message, writer: writerInUse(deps.config) }
    : await composeNotification(deps, auth, { ...input, organizationId: organization.id }, language);

  if (deps.mailer) await deps.mailer.send({ to: input.recipients, subject: message.subject, text: message.body });

  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(notifications)
      .values({
        organizationId: organization.id,
        senderUserId: auth.user.id,
        impersonatorUserId: auth.impersonatorUserId,
        recipients: input.recipients,
        subject: message.subject,
        body: message.body,
        prompt: input.prompt,
        writer: message.writer,
        delivery: deliveryInUse(deps.mailer),
      })
      .returning();
    await recordActivity(tx, auth, {
      organizationId: organization.id,
      type: 'alert',
      action: 'notification_sent',
      title: message.subject,
      details: input.recipients.join(', '),
      entityType: 'notification',
      entityId: stored!.id,
    });
    return toNotification(stored!, `${auth.user.firstName} ${auth.user.lastName}`);
  });
};

const toNotification = (row: typeof notifications.$inferSelect, sender: string | null) => ({
  id: row.id,
  organizationId: row.organizationId,
  recipients: row.recipients,
  subject: row.subject,
  body: row.body,
  prompt: row.prompt,
  writer: row.writer,
  delivery: row.delivery,
  sender,
  createdAt: row.createdAt.toISOString(),
});

/** What was sent (or stored in the outbox), newest first. */
export const listNotifications = async (db: Database, auth: AuthContext, requested: number | undefined) => {
  const scope = tenantScope(auth);
  const organizationId = scope.kind === 'organization' ? scope.organizationId : scope.kind === 'all' ? requested : undefined;
  if (organizationId === undefined) return [];
  const rows = await db
    .select({ row: notifications, firstName: users.firstName, lastName: users.lastName })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUserId))
    .where(eq(notifications.organizationId, organizationId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
  return rows.map(({ row, firstName, lastName }) => toNotification(row, firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null));
};
