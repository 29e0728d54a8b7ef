import {
  stampsAssignment,
  stampsCheckout,
  statusChangeAction,
  toolStatusesLeadingTo,
  type ToolStatus,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { checkMoveWorker } from '../../data/move-worker.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict, invalidField, notFound } from '../../lib/domain-errors.js';
import { usableSite } from '../../data/references.js';
import { moveTool, toolKind, type ToolMove } from './move-tool.js';
import { applyMove, type MoveRecords } from '../../data/move-item.js';
import { findTool, type ToolView } from './tool-view.js';

/** A storage unit already checked as one of the caller's (usableStorageUnit). */
export type ReturnUnit = { id: number; organizationId: number; branchId: number; name: string };

export type ToolStatusChange = {
  status: ToolStatus;
  siteId?: number | null;
  assignedUserId?: number | null;
  /** An admin's written reason to hand it out against a hand-out rule. */
  handOutOverride?: string | undefined;
  notes?: string | null;
  /**
   * Back to available into this unit (a scan session's return): the tool is then where the unit
   * is — its branch, no site —, as after a worker's return. Ignored for any other status.
   */
  storageUnit?: ReturnUnit | undefined;
};

export const illegalToolMove = (from: string, to: string) =>
  conflict('errors.illegalStatusChange', {
    values: { from: `statuses.tool.${from}`, to: `statuses.tool.${to}` },
  });

/** The move an admin's status change (and assignment) of a tool makes. */
const toolStatusMove = (
  tx: Executor,
  auth: AuthContext,
  tool: ToolView,
  change: ToolStatusChange,
): ToolMove => {
  const to = change.status;
  const unit = to === 'available' ? change.storageUnit : undefined;
  // The move keeps the given site; without one the tool stays where it is. Into a unit,
  // it is at no site.
  const siteId = unit ? null : (change.siteId ?? tool.siteId);
  const handsOver = to === 'pending_confirmation' || to === 'checked_out';
  const assignedUserId = handsOver && change.assignedUserId ? change.assignedUserId : null;
  const now = new Date().toISOString();
  return {
    to,
    from: toolStatusesLeadingTo(to),
    validate: async () => {
      // A superadmin's unit may be another organization's than this tool's.
      if (unit && unit.organizationId !== tool.organizationId) {
        throw invalidField('storageUnitId', 'validation.referenceInvalid');
      }
      if (change.siteId && !unit) await usableSite(tx, change.siteId, tool.branchId);
      await checkMoveWorker(tx, {
        to,
        asked: change.assignedUserId,
        handedTo: assignedUserId,
        organizationId: tool.organizationId,
      });
    },
    set: {
      siteId,
      assignedUserId,
      // Leaving for storage or repair: it is no longer handed to anyone.
      ...(stampsAssignment(to) ? { assignmentDate: now, storageUnitId: null } : {}),
      ...(stampsCheckout(to) ? { checkoutDate: now } : {}),
      ...(unit ? { storageUnitId: unit.id, branchId: unit.branchId } : {}),
    },
    miss: async (seen) => {
      const current = seen ?? (await findTool(tx, auth, tool.id));
      return current ? illegalToolMove(current.status, to) : notFound();
    },
    note: unit
      ? { code: 'returned', values: { place: unit.name } }
      : { code: 'status_changed', values: { status: to } },
    notes: change.notes,
    handOutOverride: change.handOutOverride,
    log: { siteId },
    activity: {
      action: statusChangeAction(to),
      details: to,
      metadata: {
        from: tool.status,
        to,
        assignedUserId,
        ...(unit ? { storageUnitId: unit.id } : {}),
      },
    },
  };
};

/** An admin's status change (and assignment) of a tool, inside the caller's transaction. */
export const changeToolStatus = (
  tx: Executor,
  auth: AuthContext,
  tool: ToolView,
  change: ToolStatusChange,
): Promise<ToolView> => moveTool(tx, auth, tool, toolStatusMove(tx, auth, tool, change));

/**
 * The same change, its log entry and activity given to `records`, the tool not read back: one of
 * a bulk action's many moves.
 */
export const applyToolStatusChange = (
  tx: Executor,
  auth: AuthContext,
  tool: ToolView,
  change: ToolStatusChange,
  records: MoveRecords,
): Promise<void> =>
  applyMove(tx, auth, toolKind, tool, toolStatusMove(tx, auth, tool, change), records);
