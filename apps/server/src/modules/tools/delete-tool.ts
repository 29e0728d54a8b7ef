import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tools } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import { getTool } from './get-tool.js';

export const deleteTool = async (db: Database, auth: AuthContext, id: number) => {
  const existing = await getTool(db, auth, id);
  await db.transaction(async (tx) => {
    await deleteOne(
      tx,
      tools,
      and(eq(tools.id, id), eq(tools.organizationId, existing.organizationId)),
    );
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: 'tool',
      action: 'tool_deleted',
      title: existing.name,
      entityType: 'tool',
      entityId: id,
    });
  });
};
