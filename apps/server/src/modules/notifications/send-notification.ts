import type { ComposedMessage, Language } from '@toolyard/shared';
import type { AuthContext } from '../../lib/auth-context.js';
import { rateLimited } from '../../lib/domain-errors.js';
import { hitWindow, secondsUntil } from '../../data/rate-limit.js';
import { storeInOutbox } from '../../mail/notification-record.js';
import { toNotification } from './notification-view.js';
import {
  type Send,
  type NotificationDeps,
  sendingOrganization,
  writerInUse,
  deliveryInUse,
  writeMessage,
  deliver,
  recorded,
  refuseRecipients,
  reserveMail,
} from './notification-deps.js';

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
