import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  aiNotifyDraftSchema,
  aiNotifySchema,
  ComposedMessage,
  Language,
} from '@toolyard/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { tenantScope } from '../../data/tenant.js';
import type { Mailer } from '../../mail/mailer.js';
import { recipientRefusal } from './mail-trust.js';
import { askToConfirm } from './confirmation-request.js';
import { recordRefusal, type OutboundTicket } from '../../mail/outbound-ledger.js';
import { writeWithModel } from './model-writer.js';
import {
  markFailed,
  markSent,
  recordAttempt,
  type Attempt,
  type Log,
  type NotificationRow,
} from '../../mail/notification-record.js';
import { writeWithTemplate } from './template-writer.js';

export type Draft = z.output<typeof aiNotifyDraftSchema>;

export type Send = z.output<typeof aiNotifySchema>;

export type NotificationDeps = { db: Database; config: Config; mailer: Mailer | null; log: Log };

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'German',
  tr: 'Turkish',
  sq: 'Albanian',
  'bs-hr-sr': 'Bosnian/Croatian/Serbian (Latin script)',
};

/** The organization a message speaks for: an org admin's own; the one a superadmin names. */
export const sendingOrganization = async (
  db: Database,
  auth: AuthContext,
  requested: number | undefined,
) => {
  const scope = tenantScope(auth);
  const id =
    scope.kind === 'organization'
      ? scope.organizationId
      : scope.kind === 'all'
        ? requested
        : undefined;
  if (id === undefined) throw invalidField('organizationId', 'validation.organizationRequired');
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!organization) throw invalidField('organizationId', 'validation.referenceInvalid');
  return organization;
};

export const writerInUse = (config: Config): 'model' | 'template' =>
  config.llm ? 'model' : 'template';

export const deliveryInUse = (mailer: Mailer | null): 'smtp' | 'outbox' =>
  mailer ? 'smtp' : 'outbox';

export const writeMessage = async (
  deps: NotificationDeps,
  organization: { name: string },
  prompt: string,
  language: Language,
): Promise<ComposedMessage> => {
  const input = { organizationName: organization.name, prompt };
  if (deps.config.llm) {
    return {
      ...(await writeWithModel(deps.config.llm, {
        ...input,
        languageName: LANGUAGE_NAMES[language],
      })),
      writer: 'model',
    };
  }
  return { ...writeWithTemplate({ ...input, language }), writer: 'template' };
};

/** Hands the recorded attempt to the mail server and records how it went (no transaction is open meanwhile). */
export const deliver = async (
  deps: NotificationDeps & { mailer: Mailer },
  auth: AuthContext,
  ticket: OutboundTicket,
  row: NotificationRow,
) => {
  try {
    await deps.mailer.deliver(ticket, { to: row.recipients, subject: row.subject, text: row.body });
  } catch (error) {
    await markFailed(deps.db, row, deps.log);
    throw error;
  }
  return markSent(deps.db, auth, row, deps.log);
};

/** The attempt on record before delivery; unrecorded, its place in the quota is given back. */
export const recorded = async (
  deps: NotificationDeps,
  mailer: Mailer,
  auth: AuthContext,
  ticket: OutboundTicket,
  attempt: Attempt,
) => {
  try {
    return await recordAttempt(deps.db, auth, attempt, deps.log);
  } catch (error) {
    await mailer.release(ticket);
    throw error;
  }
};

/**
 * Recipients this organization may not write to: the refusal goes on the platform's record, and
 * members who have not confirmed their address are asked to (decision 0054).
 */
export const refuseRecipients = async (
  deps: NotificationDeps,
  auth: AuthContext,
  organization: { id: number; name: string },
  recipients: string[],
  origin: string,
) => {
  const { mailer } = deps;
  const refusal = await recipientRefusal(deps.db, auth, mailer, organization.id, recipients, true);
  if (!refusal || !mailer) return;
  const sender = {
    kind: 'notification',
    organizationId: organization.id,
    senderUserId: auth.user.id,
  } as const;
  await recordRefusal(deps.db, sender, recipients.length, refusal.reason, deps.log);
  await askToConfirm({ ...deps, mailer }, auth, organization, refusal.unconfirmed, origin);
  throw refusal.error;
};

/** Over the outbound quota: a 429 before anything is recorded in the organization's history. */
export const reserveMail = (
  deps: NotificationDeps,
  auth: AuthContext,
  organizationId: number,
  count: number,
) =>
  deps.mailer?.reserve({ kind: 'notification', organizationId, senderUserId: auth.user.id }, count);
