import { TOOL_STATUSES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { countsByStatus } from './dashboard-queries.js';

export const toolSummary = async (db: Database, auth: AuthContext) => {
  const counts = await countsByStatus(db, auth, { subject: 'tools', table: tools }, TOOL_STATUSES);
  return {
    available: counts.available,
    checkedOut: counts.checked_out,
    pendingConfirmation: counts.pending_confirmation,
    maintenance: counts.maintenance,
    // The organization page reads checked_out: both spellings.
    checked_out: counts.checked_out,
  };
};
