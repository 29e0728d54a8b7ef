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
import { assertRecipientsAllowed, recipientReach } from './mail-trust.js';
import { writeWithModel } from './model-writer.js';
import {
  markFailed,
  markSent,
  recordAttempt,
  storeInOutbox,
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
export const notificationStatus = async (deps: NotificationDeps, auth: AuthContext) => {
  const scope = tenantScope(auth);
  const organizationId = scope.kind === 'organization' ? scope.organizationId : undefined;
  const recipients: RecipientReach = await recipientReach(
    deps.db,
    auth,
    deps.mailer,
    organizationId,
  );
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
  await assertRecipientsAllowed(deps.db, auth, deps.mailer, organization.id, draft.recipients);
  return writeMessage(deps, organization, draft.prompt, language);
};

/** Hands the recorded attempt to the mail server and records how it went (no transaction is open meanwhile). */
const deliver = async (
  deps: NotificationDeps & { mailer: Mailer },
  auth: AuthContext,
  row: NotificationRow,
) => {
  try {
    await deps.mailer.send({ to: row.recipients, subject: row.subject, text: row.body });
  } catch (error) {
    await markFailed(deps.db, row, deps.log);
    throw error;
  }
  return markSent(deps.db, auth, row, deps.log);
};

/**
 * Writes (or takes the previewed message), records the attempt, delivers, then marks it sent or
 * failed: every mail that may have left us has a record (decision 0012). A failing model leaves
 * nothing behind, since nothing was attempted.
 */
export const sendNotification = async (
  deps: NotificationDeps,
  auth: AuthContext,
  input: Send,
  language: Language,
) => {
  const organization = await sendingOrganization(deps.db, auth, input.organizationId);
  await assertRecipientsAllowed(deps.db, auth, deps.mailer, organization.id, input.recipients);
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
  const row = mailer
    ? await deliver(
        { ...deps, mailer },
        auth,
        await recordAttempt(deps.db, auth, attempt, deps.log),
      )
    : await storeInOutbox(deps.db, auth, attempt, deps.log);
  return toNotification(row, `${auth.user.firstName} ${auth.user.lastName}`);
};
