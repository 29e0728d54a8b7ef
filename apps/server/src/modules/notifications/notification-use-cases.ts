import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  aiNotifyDraftSchema,
  aiNotifySchema,
  ComposedMessage,
  Language,
  RecipientReach,
} from '@toolyard/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField, rateLimited } from '../../lib/domain-errors.js';
import { tenantScope } from '../../data/tenant.js';
import { hitWindow, secondsUntil } from '../../lib/rate-limit.js';
import type { Mailer } from './mailer.js';
import { recipientReach, recipientRefusal } from './mail-trust.js';
import { askToConfirm } from './confirmation-request.js';
import { recordRefusal, type OutboundTicket } from './outbound-ledger.js';
import { writeWithModel } from './model-writer.js';
import {
  markFailed,
  markSent,
  recordAttempt,
  storeInOutbox,
  type Attempt,
  type Log,
  type NotificationRow,
} from './notification-record.js';
import { writeWithTemplate } from './template-writer.js';
import { toNotification } from './notification-view.js';

type Draft = z.output<typeof aiNotifyDraftSchema>;
type Send = z.output<typeof aiNotifySchema>;
export type NotificationDeps = { db: Database; config: Config; mailer: Mailer | null; log: Log };

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'German',
  tr: 'Turkish',
  sq: 'Albanian',
  'bs-hr-sr': 'Bosnian/Croatian/Serbian (Latin script)',
};

/** The organization a message speaks for: an org admin's own; the one a superadmin names. */
const sendingOrganization = async (
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

/** GET /api/ai/status: who writes, how it goes out, and whom the caller's organization may address. */
export const notificationStatus = (deps: NotificationDeps, auth: AuthContext) => {
  const recipients: RecipientReach = recipientReach(auth, deps.mailer);
  return { writer: writerInUse(deps.config), delivery: deliveryInUse(deps.mailer), recipients };
};

const writeMessage = async (
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

/** POST /api/ai/preview: the message written, not sent — to recipients the organization may address. */
export const composeNotification = async (
  deps: NotificationDeps,
  auth: AuthContext,
  draft: Draft,
  language: Language,
): Promise<ComposedMessage> => {
  const organization = await sendingOrganization(deps.db, auth, draft.organizationId);
  const refusal = await recipientRefusal(
    deps.db,
    auth,
    deps.mailer,
    organization.id,
    draft.recipients,
    false,
  );
  if (refusal) throw refusal.error;
  return writeMessage(deps, organization, draft.prompt, language);
};

/** Hands the recorded attempt to the mail server and records how it went (no transaction is open meanwhile). */
const deliver = async (
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
const recorded = async (
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
const refuseRecipients = async (
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
const reserveMail = (
  deps: NotificationDeps,
  auth: AuthContext,
  organizationId: number,
  count: number,
) =>
  deps.mailer?.reserve({ kind: 'notification', organizationId, senderUserId: auth.user.id }, count);

/**
 * Writes (or takes the previewed message), takes its place in the outbound quota, records the
 * attempt, delivers, then marks it sent or failed: every mail that may have left us has a record
 * (decisions 0012, 0054). A failing model leaves nothing behind, since nothing was attempted.
 */
export const sendNotification = async (
  deps: NotificationDeps,
  auth: AuthContext,
  input: Send,
  context: { language: Language; origin: string },
) => {
  const { language } = context;
  const organization = await sendingOrganization(deps.db, auth, input.organizationId);
  await refuseRecipients(deps, auth, organization, input.recipients, context.origin);
  const window = await hitWindow(deps.db, `notify:organization:${organization.id}`, 3600);
  if (window.count > deps.config.notificationsPerHour) {
    throw rateLimited('errors.notificationLimit', secondsUntil(window.resetAt));
  }
  const message: ComposedMessage = input.message
    ? { ...input.message, writer: writerInUse(deps.config) }
    : await writeMessage(deps, organization, input.prompt, language);

  const attempt = {
    organizationId: organization.id,
    recipients: input.recipients,
    prompt: input.prompt,
    message,
    delivery: deliveryInUse(deps.mailer),
  };
  const { mailer } = deps;
  const ticket = await reserveMail(deps, auth, organization.id, input.recipients.length);
  const row =
    mailer && ticket
      ? await deliver(
          { ...deps, mailer },
          auth,
          ticket,
          await recorded(deps, mailer, auth, ticket, attempt),
        )
      : await storeInOutbox(deps.db, auth, attempt, deps.log);
  return toNotification(row, `${auth.user.firstName} ${auth.user.lastName}`);
};
