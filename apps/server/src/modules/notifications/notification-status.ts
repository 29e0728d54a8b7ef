import type { RecipientReach } from '@toolyard/shared';
import type { AuthContext } from '../../lib/auth-context.js';
import { recipientReach } from './mail-trust.js';
import { type NotificationDeps, writerInUse, deliveryInUse } from './notification-deps.js';

/** GET /api/ai/status: who writes, how it goes out, and whom the caller's organization may address. */
export const notificationStatus = (deps: NotificationDeps, auth: AuthContext) => {
  const recipients: RecipientReach = recipientReach(auth, deps.mailer);
  return { writer: writerInUse(deps.config), delivery: deliveryInUse(deps.mailer), recipients };
};
