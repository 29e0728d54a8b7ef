import type { ComposedMessage, Language } from '@toolyard/shared';
import type { AuthContext } from '../../lib/auth-context.js';
import { recipientRefusal } from './mail-trust.js';
import {
  type Draft,
  type NotificationDeps,
  sendingOrganization,
  writeMessage,
} from './notification-deps.js';

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
