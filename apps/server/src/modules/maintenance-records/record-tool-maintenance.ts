import { rolledNextDate } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { maintenanceRecords, tools } from '../../db/schema.js';
import { updateOwnedRow } from '../../data/update-owned-row.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordMove } from '../../data/move-item.js';
import { toolKind } from '../tools/index.js';
import { findTool } from '../tools/index.js';
import { type MaintenanceDone, isLatest, recordRow } from './record-maintenance.js';

/** Maintenance done on a tool: recorded, its dates moved on, logged and in the feed. */
export const recordToolMaintenance = (
  db: Database,
  auth: AuthContext,
  id: number,
  input: MaintenanceDone,
) =>
  db.transaction(async (tx) => {
    const tool = await findTool(tx, auth, id);
    if (!tool) throw notFound();
    const latest = isLatest(input.performedOn, tool.lastMaintenanceDate);
    const nextDate = latest
      ? rolledNextDate(input.performedOn, tool.maintenanceIntervalDays, tool.nextMaintenanceDate)
      : tool.nextMaintenanceDate;
    if (latest)
      await updateOwnedRow(tx, tools, tool, {
        lastMaintenanceDate: input.performedOn,
        nextMaintenanceDate: nextDate,
      });
    await tx
      .insert(maintenanceRecords)
      .values({ ...recordRow(auth, tool, input, null), toolId: tool.id });
    return recordMove(tx, auth, toolKind, tool, 'maintenance_done', {
      note: { code: 'maintenance_done', values: { performedOn: input.performedOn, nextDate } },
      notes: input.notes,
      log: {},
      activity: {
        action: 'maintenance_done',
        details: tool.name,
        metadata: { performedOn: input.performedOn, cost: input.cost },
      },
    });
  });
