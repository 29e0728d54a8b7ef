import { and, eq, inArray } from 'drizzle-orm';
import {
  canMoveTool,
  needsAssignee,
  stampsAssignment,
  stampsCheckout,
  statusChangeAction,
  toolStatusesLeadingTo,
  type ToolStatus,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { toolLogs, tools } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { usableSite, usableWorker } from '../../http/references.js';
import { inScope } from '../../http/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { findTool, type ToolView } from './tool-view.js';

export type ToolStatusChange = {
  status: ToolStatus;
  siteId?: number | null;
  assignedUserId?: number | null;
  notes?: string | null;
};

export const illegalToolMove = (from: string, to: string) =>
  new HttpError(409, 'conflict', 'errors.illegalStatusChange', {
    values: { from: `statuses.tool.${from}`, to: `statuses.tool.${to}` },
  });

/**
 * Moves a tool to a new status and logs it, inside the caller's transaction. The UPDATE names
 * the statuses the move may start from, so the check and the write are one statement: of two
 * racing changes, the second finds the status already moved and is refused.
 */
export const changeToolStatus = async (
  tx: Executor,
  auth: AuthContext,
  tool: ToolView,
  change: ToolStatusChange,
): Promise<ToolView> => {
  const to = change.status;
  if (!canMoveTool(tool.status, to)) throw illegalToolMove(tool.status, to);

  // Spec 4: the move keeps the given site; without one the tool stays where it is.
  const siteId = change.siteId ?? tool.siteId;
  if (change.siteId) await usableSite(tx, change.siteId, tool.branchId);

  let assignedUserId: number | null = null;
  if (needsAssignee(to) && !change.assignedUserId) {
    throw badRequest('validation.workerRequired', { assignedUserId: 'validation.workerRequired' });
  }
  if (change.assignedUserId && (to === 'pending_confirmation' || to === 'checked_out')) {
    assignedUserId = (await usableWorker(tx, change.assignedUserId, tool.organizationId)).id;
  }

  const now = new Date();
  const updated = await tx
    .update(tools)
    .set({
      status: to,
      siteId,
      assignedUserId,
      // Leaving for storage or repair: it is no longer handed to anyone.
      ...(stampsAssignment(to) ? { assignmentDate: now, storageUnitId: null } : {}),
      ...(stampsCheckout(to) ? { checkoutDate: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(tools.id, tool.id), inArray(tools.status, toolStatusesLeadingTo(to)), inScope(auth, tools.organizationId)))
    .returning({ id: tools.id });
  if (updated.length === 0) {
    const current = await findTool(tx, auth, tool.id);
    if (!current) throw notFound();
    throw illegalToolMove(current.status, to);
  }

  await tx.insert(toolLogs).values({
    organizationId: tool.organizationId,
    toolId: tool.id,
    userId: auth.user.id,
    impersonatorUserId: auth.impersonatorUserId,
    action: statusChangeAction(to),
    siteId,
    notes: change.notes || `Status changed to ${to}`,
  });
  await recordActivity(tx, auth, {
    organizationId: tool.organizationId,
    type: 'tool',
    action: statusChangeAction(to),
    title: tool.name,
    details: to,
    entityType: 'tool',
    entityId: tool.id,
    metadata: { from: tool.status, to, assignedUserId },
  });
  return (await findTool(tx, auth, tool.id))!;
};
