import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { changeToolStatus, type ToolStatusChange } from './change-tool-status.js';
import { findTool } from './tool-view.js';

export const setToolStatus = async (
  db: Database,
  auth: AuthContext,
  id: number,
  change: ToolStatusChange,
) =>
  db.transaction(async (tx) => {
    const tool = await findTool(tx, auth, id);
    if (!tool) throw notFound();
    return changeToolStatus(tx, auth, tool, change);
  });
