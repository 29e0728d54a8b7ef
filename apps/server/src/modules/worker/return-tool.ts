import { eq } from 'drizzle-orm';
import { DAMAGE_REPAIR_STATUS, WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usableStorageUnit } from '../../data/references.js';
import { moveTool, toolKind } from '../tools/index.js';
import { damageOnReturn, type ReturnDamageInput } from '../damage/index.js';
import type { DamageMailContext } from '../damage/index.js';
import { handedItem } from './handed-item.js';

/**
 * Back into a storage unit of the organization: the tool is then where the unit is. With damage
 * reported (decision 0045) it stays there in maintenance, where the organization wants that.
 * Answers the tool, and the report the return wrote (its mail waits in the outbox).
 */
export const returnTool = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: { storageUnitId: number; notes?: string | undefined } & ReturnDamageInput,
  mail: DamageMailContext,
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
    const damage = await damageOnReturn(tx, auth, { kind: 'tool', item: tool }, input, mail);
    const item = await moveTool(tx, auth, tool, {
      to: damage.toRepair ? DAMAGE_REPAIR_STATUS.tool : to,
      from: [from],
      holderId: auth.user.id,
      set: { storageUnitId: unit.id, branchId: unit.branchId, siteId: null, assignedUserId: null },
      miss,
      note: { code: 'returned', values: { place } },
      notes: input.notes,
      log: { siteId: null },
      activity: { action: 'tool_returned', details: unitRow?.name },
    });
    return { item, filed: damage.filed };
  });
