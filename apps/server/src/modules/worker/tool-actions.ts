import { eq } from 'drizzle-orm';
import { WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableStorageUnit } from '../../data/references.js';
import { moveTool, toolKind } from '../tools/move-tool.js';
import { confirmHanded, handedItem } from './handed-item.js';

export const confirmTool = (db: Database, auth: AuthContext, id: number) =>
  confirmHanded(db, auth, toolKind, id, WORKER_MOVES.tool.confirm, (tool) => ({
    log: { siteId: tool.siteId },
  }));

/** Back into a storage unit of the organization: the tool is then where the unit is. */
export const returnTool = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: { storageUnitId: number; notes?: string | undefined },
) =>
  db.transaction(async (tx) => {
    const unit = await usableStorageUnit(tx, auth, input.storageUnitId);
    const [unitRow] = await tx
      .select({ name: storageUnits.name })
      .from(storageUnits)
      .where(eq(storageUnits.id, unit.id));
    const place = unitRow?.name ?? 'storage';
    const { from, to } = WORKER_MOVES.tool.return;
    // The worker's scope keeps tool and unit in the same organization: both are read within it.
    const { item: tool, miss } = await handedItem(tx, auth, toolKind, id);
    return moveTool(tx, auth, tool, {
      to,
      from: [from],
      holderId: auth.user.id,
      set: { storageUnitId: unit.id, branchId: unit.branchId, siteId: null, assignedUserId: null },
      miss,
      note: { code: 'returned', values: { place } },
      notes: input.notes,
      log: { siteId: null },
      activity: { action: 'tool_returned', details: unitRow?.name },
    });
  });
