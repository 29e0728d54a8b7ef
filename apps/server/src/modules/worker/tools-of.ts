import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import { selectTools, toTool } from '../tools/index.js';

/**
 * What is handed to the caller: confirmed (assigned) or waiting for their confirmation (pending),
 * in their organization only — an assignment left behind in another one is not theirs to see.
 */
export const toolsOf = async (db: Database, auth: AuthContext, state: 'assigned' | 'pending') => {
  const status = state === 'assigned' ? 'checked_out' : 'pending_confirmation';
  const rows = await selectTools(db)
    .where(
      and(
        eq(tools.assignedUserId, auth.user.id),
        inScope(auth, tools.organizationId),
        eq(tools.status, status),
      ),
    )
    .orderBy(asc(tools.name), asc(tools.id));
  return rows.map(toTool);
};
