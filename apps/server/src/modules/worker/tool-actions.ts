import { and, eq, sql } from 'drizzle-orm';
import { statusChangeAction, WORKER_MOVES } from '@toolyard/shared';
import type { Database, Executor } from '../../db/client.js';
import { storageUnits, toolLogs, tools } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth-guard.js';
import { usableStorageUnit } from '../../http/references.js';
import { inScope } from '../../http/scope.js';
import { recordActivity } from '../../lib/activity.js';
import { findTool } from '../tools/tool-view.js';
import { explainMiss } from './handed-item.js';

const mine = (auth: AuthContext, id: number, status: string) =>
  and(eq(tools.id, id), eq(tools.assignedUserId, auth.user.id), inScope(auth, tools.organizationId), sql`${tools.status} = ${status}`);

/** Did this worker act on this tool before (a second confirm or return is a 409, not a 404)? */
const actedBefore = async (db: Executor, auth: AuthContext, id: number) => {
  const [row] = await db
    .select({ id: toolLogs.id })
    .from(toolLogs)
    .where(and(eq(toolLogs.toolId, id), eq(toolLogs.userId, auth.user.id)))
    .limit(1);
  return Boolean(row);
};

export const confirmTool = (db: Database, auth: AuthContext, id: number) =>
  db.transaction(async (tx) => {
    const { from, to } = WORKER_MOVES.tool.confirm;
    const now = new Date();
    const [updated] = await tx
      .update(tools)
      .set({ status: to, checkoutDate: now, updatedAt: now })
      .where(mine(auth, id, from))
      .returning();
    if (!updated) throw explainMiss(await findTool(tx, auth, id), auth.user.id, await actedBefore(tx, auth, id));
    await tx.insert(toolLogs).values({
      organizationId: updated.organizationId,
      toolId: id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: statusChangeAction(to),
      siteId: updated.siteId,
      notes: 'Assignment confirmed',
    });
    await recordActivity(tx, auth, { organizationId: updated.organizationId, type: 'tool', action: 'assignment_confirmed', title: updated.name, entityType: 'tool', entityId: id });
    return (await findTool(tx, auth, id))!;
  });

/** Back into a storage unit of the organization: the tool is then where the unit is. */
export const returnTool = (db: Database, auth: AuthContext, id: number, input: { storageUnitId: number; notes?: string | undefined }) =>
  db.transaction(async (tx) => {
    const unit = await usableStorageUnit(tx, auth, input.storageUnitId);
    const [unitRow] = await tx.select({ name: storageUnits.name }).from(storageUnits).where(eq(storageUnits.id, unit.id));
    const { from, to } = WORKER_MOVES.tool.return;
    const now = new Date();
    const [updated] = await tx
      .update(tools)
      .set({ status: to, storageUnitId: unit.id, branchId: unit.branchId, siteId: null, assignedUserId: null, updatedAt: now })
      .where(and(mine(auth, id, from), eq(tools.organizationId, unit.organizationId)))
      .returning();
    if (!updated) throw explainMiss(await findTool(tx, auth, id), auth.user.id, await actedBefore(tx, auth, id));
    await tx.insert(toolLogs).values({
      organizationId: updated.organizationId,
      toolId: id,
      userId: auth.user.id,
      impersonatorUserId: auth.impersonatorUserId,
      action: statusChangeAction(to),
      notes: input.notes || `Returned to ${unitRow?.name ?? 'storage'}`,
    });
    await recordActivity(tx, auth, { organizationId: updated.organizationId, type: 'tool', action: 'tool_returned', title: updated.name, details: unitRow?.name, entityType: 'tool', entityId: id });
    return (await findTool(tx, auth, id))!;
  });
