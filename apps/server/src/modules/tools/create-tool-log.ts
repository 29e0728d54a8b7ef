import type { z } from 'zod';
import type { toolLogSchema } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { toolLogs } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { usableSite } from '../../data/references.js';
import { answeredNote } from '../../lib/log-notes.js';
import { findTool } from './tool-view.js';

/**
 * The spec's first step of a status change. The author is always the caller (a userId in the
 * body is ignored), and the site must be one of the tool's branch.
 */
export const createToolLog = async (
  db: Database,
  auth: AuthContext,
  input: z.output<typeof toolLogSchema>,
) => {
  const tool = await findTool(db, auth, input.toolId);
  if (!tool) throw invalidField('toolId', 'validation.referenceInvalid');
  if (input.siteId !== null) await usableSite(db, input.siteId, tool.branchId);
  const [log] = await db
    .insert(toolLogs)
    .values({
      organizationId: tool.organizationId,
      toolId: tool.id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: input.action,
      siteId: input.siteId,
      notes: input.notes,
    })
    .returning();
  return { ...log!, ...answeredNote(log!), timestamp: log!.timestamp };
};
