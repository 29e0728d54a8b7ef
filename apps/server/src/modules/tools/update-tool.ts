import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import { updateOwnedRow } from '../../data/update-owned-row.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableBranch, usableSite } from '../../data/references.js';
import { changeToolStatus, type ToolStatusChange } from './change-tool-status.js';
import { recordToolEdited } from './move-tool.js';
import { changedToolFields, withBranchRule } from './edit-tools.js';
import { findTool } from './tool-view.js';
import { type UpdateInput } from './new-tools.js';
import { getTool } from './get-tool.js';

/**
 * Edits fields; a different status goes through the status machine, logged, in the same
 * transaction. An edit that changes something writes a log entry naming the changed fields and
 * one activity (recordToolEdited; an import's batch writes the same, decision 0060).
 */
export const updateTool = async (
  db: Database,
  auth: AuthContext,
  id: number,
  input: UpdateInput,
) => {
  const existing = await getTool(db, auth, id);
  const { status, ...asked } = input;
  const fields = withBranchRule(existing, asked);
  const branchId = fields.branchId ?? existing.branchId;
  if (branchId !== existing.branchId) await usableBranch(db, auth, branchId);
  const siteId = fields.siteId === undefined ? existing.siteId : fields.siteId;
  if (siteId !== null && (fields.siteId !== undefined || branchId !== existing.branchId))
    await usableSite(db, siteId, branchId);
  const changed = changedToolFields(existing, fields);

  return db.transaction(async (tx) => {
    if (changed.length > 0) {
      await updateOwnedRow(tx, tools, existing, fields);
    }
    let tool = (await findTool(tx, auth, id))!;
    if (status !== undefined && status !== tool.status) {
      const change: ToolStatusChange = { status, siteId: fields.siteId ?? undefined };
      tool = await changeToolStatus(tx, auth, tool, change);
    } else if (changed.length > 0) {
      tool = await recordToolEdited(tx, auth, tool, changed);
    }
    return tool;
  });
};
