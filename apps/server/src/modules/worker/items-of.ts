import { and, eq } from 'drizzle-orm';
import { WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { inScope } from '../../data/scope.js';
import type { ItemKind, MovableItem } from '../../data/move-item.js';

/**
 * What of a kind is handed to the caller: confirmed (assigned) or waiting for their
 * confirmation (pending), in their organization only — an assignment left behind in another
 * one is not theirs to see.
 */
export const itemsOf = async <Item extends MovableItem>(
  db: Database,
  auth: AuthContext,
  kind: ItemKind<Item>,
  state: 'assigned' | 'pending',
) => {
  const { confirm } = WORKER_MOVES[kind.type];
  const { table } = kind;
  return kind.read(db, {
    where: and(
      eq(table.assignedUserId, auth.user.id),
      inScope(auth, table.organizationId),
      eq(table.status, state === 'assigned' ? confirm.to : confirm.from),
    ),
    order: kind.listOrder,
  });
};
