import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { recordActivity } from '../../data/activity.js';
import { deleteOne } from '../../data/delete-one.js';
import type { ItemKind, MovableItem } from '../../data/move-item.js';

/**
 * Deletes an item of any kind in the caller's organization, with its activity row
 * (`tool_deleted`, `vehicle_deleted`); its log goes with it.
 */
export const deleteItem = async <Item extends MovableItem>(
  db: Database,
  auth: AuthContext,
  kind: ItemKind<Item>,
  id: number,
) => {
  const existing = await kind.find(db, auth, id);
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    await deleteOne(
      tx,
      kind.table,
      and(eq(kind.table.id, id), eq(kind.table.organizationId, existing.organizationId)),
    );
    const details = kind.details?.(existing);
    await recordActivity(tx, auth, {
      organizationId: existing.organizationId,
      type: kind.type,
      action: `${kind.type}_deleted`,
      title: kind.title(existing),
      ...(details !== undefined ? { details } : {}),
      entityType: kind.type,
      entityId: id,
    });
  });
};
